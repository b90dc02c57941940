/**
 * The admin console (spec 2 "Admin back office"). Loaded only through the lazy routes in
 * src/app/adminRoutes.ts; H5 code never imports this directory.
 */
import { ADMIN_PREFIX } from '@app/shared';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, adminRedirect } from '../app/guard';
import { LetterKeywordsPage } from '../features/letters/console/LetterKeywordsPage';
import { i18n } from '../lib/i18n';
import { AdminRoot } from './AdminRoot';
import { AdminLoginPage } from './LoginPage';
import { AdminNotFound } from './pages/AdminNotFound';
import { ActivitiesPage } from './pages/activities/ActivitiesPage';
import { AuditLogPage } from './pages/audit/AuditLogPage';
import { EmptyShellPage } from './pages/EmptyShellPage';
import { GuildsPage } from './pages/guilds/GuildsPage';
import { HomePage } from './pages/HomePage';
import { HostCardsPage } from './pages/hostcards/HostCardsPage';
import { LegalDocumentsPage } from './pages/legal/LegalDocumentsPage';
import { RegisterInfoPage } from './pages/legal/RegisterInfoPage';
import { OfficialMessagesPage } from './pages/notices/OfficialMessagesPage';
import { OrdersPage } from './pages/OrdersPage';
import { PrepaidPage } from './pages/PrepaidPage';
import { RankRewardsPage } from './pages/RankRewardsPage';
import { RiskNotifyPage } from './pages/risk/RiskNotifyPage';
import { RiskRecordsPage } from './pages/risk/RiskRecordsPage';
import { AdminsPage } from './pages/staff/AdminsPage';
import { ApprovalsPage } from './pages/staff/ApprovalsPage';
import { MyAccountPage } from './pages/staff/MyAccountPage';
import { FeedbackPage } from './pages/support/FeedbackPage';
import { TradersPage } from './pages/traders/TradersPage';
import { UsersPage } from './pages/UsersPage';
import { WithdrawalsPage } from './pages/withdrawals/WithdrawalsPage';
import { AdminShell } from './Shell';
import { type AdminSession, ensureAdminSession, isAdminLoggedIn } from './state';

/** Present in the console chunk only; the bundle check asserts no H5 chunk contains it. */
export const ADMIN_BUNDLE_MARKER = '__qyqy_admin_console_bundle__';
if (typeof window !== 'undefined') (window as { __adminConsole?: string }).__adminConsole = ADMIN_BUNDLE_MARKER;

export interface AdminRootData {
  session: AdminSession | null;
}

/** The guard of spec 2, run on every navigation inside the console. */
async function rootLoader({ request }: LoaderFunctionArgs): Promise<AdminRootData> {
  await i18n.loadNamespaces('admin');
  const pathname = new URL(request.url).pathname;
  const loggedIn = isAdminLoggedIn();
  const to = adminRedirect(pathname, loggedIn);
  if (to) throw redirect(to);
  if (!loggedIn) return { session: null };
  try {
    return { session: await ensureAdminSession() };
  } catch (err) {
    // -3 cleared the tokens (after one refresh attempt): back to the login page
    if (!isAdminLoggedIn()) throw redirect(ADMIN_LOGIN_PATH);
    throw err;
  }
}

export const rootRoute = {
  loader: rootLoader,
  shouldRevalidate: () => true,
  Component: AdminRoot,
};

export const indexRoute = { loader: () => redirect(ADMIN_HOME_PATH) };
export const loginRoute = { Component: AdminLoginPage };
export const shellRoute = { Component: AdminShell };
export { AdminNotFound };

const pages = new Map<string, ComponentType>([
  [`${ADMIN_PREFIX}/home`, HomePage],
  [`${ADMIN_PREFIX}/users`, UsersPage],
  [`${ADMIN_PREFIX}/register-info`, RegisterInfoPage],
  [`${ADMIN_PREFIX}/orders`, OrdersPage],
  [`${ADMIN_PREFIX}/rank-rewards`, RankRewardsPage],
  [`${ADMIN_PREFIX}/risk/record`, RiskRecordsPage],
  [`${ADMIN_PREFIX}/risk/notify`, RiskNotifyPage],
  [`${ADMIN_PREFIX}/feedback/officialmsg`, OfficialMessagesPage],
  [`${ADMIN_PREFIX}/approvals`, ApprovalsPage],
  [`${ADMIN_PREFIX}/admins`, AdminsPage],
  [`${ADMIN_PREFIX}/account`, MyAccountPage],
  // customer service: the general desk and the four brand-and-region desks
  ...(['a', 'ucoo_zh', 'wakoo_zh', 'ucoo_ja', 'wakoo_ja'] as const).map(
    (q) => [`${ADMIN_PREFIX}/feedback/${q}`, FeedbackPage] as [string, ComponentType],
  ),
  [`${ADMIN_PREFIX}/audit`, AuditLogPage],
  [`${ADMIN_PREFIX}/legal`, LegalDocumentsPage],
  // one page: the list, and `?event=<id>` the editor (console routes are exact paths)
  [`${ADMIN_PREFIX}/activities`, ActivitiesPage],
  [`${ADMIN_PREFIX}/withdrawals`, WithdrawalsPage],
  [`${ADMIN_PREFIX}/prepaid`, PrepaidPage],
  [`${ADMIN_PREFIX}/guilds`, GuildsPage],
  [`${ADMIN_PREFIX}/host_cards`, HostCardsPage],
  [`${ADMIN_PREFIX}/traders`, TradersPage],
  [`${ADMIN_PREFIX}/risk/letter-keywords`, LetterKeywordsPage],
]);

/** The page for a console path; feature pages not built yet show their titled empty frame. */
export function pageComponent(pagePath: string): ComponentType {
  return pages.get(pagePath) ?? EmptyShellPage;
}
