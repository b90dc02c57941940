import { useTranslation } from 'react-i18next';
import { ConsoleResult } from '../kit/ConsoleResult';

export function Forbidden() {
  const { t } = useTranslation('admin');
  return <ConsoleResult status="403" title="403" body={t('forbidden.body')} testId="admin-forbidden" />;
}
