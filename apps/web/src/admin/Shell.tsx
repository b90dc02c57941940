import { ADMIN_PREFIX, type AdminNavItem, hasAnyPermission } from '@app/shared';
import { Avatar, Button, Layout, Menu, type MenuProps, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate, useRouteLoaderData } from 'react-router';
import { ADMIN_ROOT_ID, type AdminRouteHandle } from '../app/adminRouteIds';
import { ADMIN_LOGIN_PATH } from '../app/guard';
import { setTitleBar } from '../lib/bridge';
import { fetchConsoleMenu } from './api/audit';
import { adminLogout } from './api/auth';
import type { AdminRootData } from './console';
import { LanguageSwitch } from './LanguageSwitch';
import { Forbidden } from './pages/Forbidden';

const GROUP_ORDER: AdminNavItem['group'][] = ['feedback', 'risk', 'users', 'finance', 'system'];

function useCurrentHandle(): AdminRouteHandle | undefined {
  const matches = useMatches();
  return [...matches].reverse().find((m) => (m.handle as AdminRouteHandle | undefined)?.pagePath)?.handle as AdminRouteHandle | undefined;
}

export function AdminShell() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const data = useRouteLoaderData(ADMIN_ROOT_ID) as AdminRootData | undefined;
  const session = data?.session ?? null;
  const perms = session?.perms ?? {};
  const handle = useCurrentHandle();
  const [loggingOut, setLoggingOut] = useState(false);

  // the menu is the server's answer (what this admin may see: /console/menu), not a guess from here
  const [visible, setVisible] = useState<Array<{ path: string; labelKey: string; group: string }>>([]);
  const adminId = session?.profile.id;
  useEffect(() => {
    if (adminId === undefined) return;
    let live = true;
    fetchConsoleMenu()
      .then((m) => {
        if (live) setVisible(m.items.map((i) => ({ path: i.path, labelKey: i.label_key, group: i.group })));
      })
      .catch(() => undefined); // shown by the API layer; the menu keeps Home
    return () => {
      live = false;
    };
  }, [adminId]);
  const items: MenuProps['items'] = useMemo(() => {
    const groups = GROUP_ORDER.map((group) => ({ group, children: visible.filter((i) => i.group === group) })).filter(
      (g) => g.children.length,
    );
    return [
      { key: `${ADMIN_PREFIX}/home`, label: t('nav.home') },
      ...groups.map((g) => ({
        type: 'group' as const,
        key: `group-${g.group}`,
        label: t(`groups.${g.group}`),
        children: g.children.map((i) => ({ key: i.path, label: t(`nav.${i.labelKey}`) })),
      })),
    ];
  }, [visible, t]);

  const allowed = handle ? hasAnyPermission(perms, handle.perms) : true;
  const pageTitle = handle ? t(`nav.${handle.labelKey}`) : t('notFound.title');
  useEffect(() => setTitleBar(`${pageTitle} - ${t('title')}`), [pageTitle, t]);

  const logout = async () => {
    setLoggingOut(true);
    await adminLogout().catch(() => undefined);
    setLoggingOut(false);
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  const selected = handle?.pagePath ?? pathname;
  // the menu scrolls on its own: keep the open page's entry in sight
  const menuReady = visible.length > 0;
  useEffect(() => {
    if (menuReady) document.querySelector(`.admin-sider li[data-menu-id$="-${selected}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected, menuReady]);
  return (
    <Layout className="admin-shell" hasSider>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={232} theme="light" className="admin-sider">
        <div className="admin-brand">
          <span className="admin-brand-logo" aria-hidden="true">
            Q
          </span>
          <span>{t('title')}</span>
        </div>
        <Menu mode="inline" selectedKeys={[selected]} items={items} onClick={({ key }) => navigate(key)} data-testid="admin-nav" />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {pageTitle}
          </Typography.Title>
          <Space size={12} wrap={false}>
            <LanguageSwitch />
            <Space size={6} className="admin-user">
              <Avatar size="small" style={{ background: '#5b4dff' }}>
                {Array.from(session?.profile.nickname ?? '?')[0]}
              </Avatar>
              <Typography.Text data-testid="admin-nickname">{session?.profile.nickname}</Typography.Text>
            </Space>
            <Button onClick={logout} loading={loggingOut} data-testid="admin-logout">
              {t('shell.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">{allowed ? <Outlet /> : <Forbidden />}</Layout.Content>
      </Layout>
    </Layout>
  );
}
