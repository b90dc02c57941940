import { useTranslation } from 'react-i18next';
import { ConsoleResult } from '../kit/ConsoleResult';

export function AdminNotFound() {
  const { t } = useTranslation('admin');
  return <ConsoleResult status="404" title="404" body={t('notFound.body')} testId="admin-not-found" />;
}
