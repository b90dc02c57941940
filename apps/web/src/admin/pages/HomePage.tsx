import { ADMIN_NAV, hasAnyPermission } from '@app/shared';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { ADMIN_ROOT_ID } from '../../app/adminRouteIds';
import type { AdminRootData } from '../console';

export function HomePage() {
  const { t } = useTranslation('admin');
  const data = useRouteLoaderData(ADMIN_ROOT_ID) as AdminRootData | undefined;
  const session = data?.session;
  const perms = session?.perms ?? {};
  const pages = ADMIN_NAV.filter((i) => hasAnyPermission(perms, i.perms));
  return (
    <div data-testid="admin-home">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('home.welcome', { name: session?.profile.nickname ?? '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('home.yourPages')}</Typography.Title>
      {pages.length === 0 ? (
        <Card>
          <Empty description={t('home.noPages')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {pages.map((p) => (
            <Col key={p.path} xs={24} sm={12} lg={8}>
              <Link to={p.path}>
                <Card hoverable size="small">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`groups.${p.group}`)}
                  </Typography.Text>
                  <div className="admin-home-card-title">{t(`nav.${p.labelKey}`)}</div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
