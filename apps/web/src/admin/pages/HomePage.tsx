import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { ADMIN_ROOT_ID } from '../../app/adminRouteIds';
import { QueryProvider } from '../../lib/query';
import type { AdminRootData } from '../console';
import { Dashboard } from './reports/Dashboard';

/** The console's home: the dashboard (modules/reports), each figure as far as the admin may see it. */
export function HomePage() {
  const { t } = useTranslation('admin');
  const data = useRouteLoaderData(ADMIN_ROOT_ID) as AdminRootData | undefined;
  const session = data?.session;
  return (
    <div data-testid="admin-home">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('home.welcome', { name: session?.profile.nickname ?? '' })}
      </Typography.Text>
      <QueryProvider>
        <Dashboard />
      </QueryProvider>
    </div>
  );
}
