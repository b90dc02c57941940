import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { AdminRouteHandle } from '../../app/adminRouteIds';

/** The frame of a console page whose feature arrives later: its title and a neutral empty state. */
export function EmptyShellPage() {
  const { t } = useTranslation('admin');
  const handle = [...useMatches()].reverse().find((m) => (m.handle as AdminRouteHandle | undefined)?.pagePath)?.handle as
    | AdminRouteHandle
    | undefined;
  const title = handle ? t(`nav.${handle.labelKey}`) : '';
  return (
    <Card title={title} data-testid="admin-page">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.body')} />
    </Card>
  );
}
