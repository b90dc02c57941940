import '../cp.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatNumber } from '../../../lib/format';
import { getUserToken } from '../../../lib/session';
import { useCpStatusQuery } from '../api/cp';
import { LevelBadge, LevelProgress } from './PairVisual';

/** The CP page (default table; wakoo has its own CP pages too). */
export const CP_PAGE_PATH = '/h5/cp_task_guide';

/**
 * "My CP" on the CP ranking page: the partner, the level and its progress, waiting invitations,
 * and the way to the CP page. Not logged in: a short prompt.
 */
export function MyCpPanel({ appName, loginTo }: { appName: string; loginTo: string }) {
  const { t, i18n, ready } = useTranslation('cp');
  const token = getUserToken();
  const status = useCpStatusQuery(Boolean(token));
  if (!ready) return null;
  const to = `${CP_PAGE_PATH}?app_name=${encodeURIComponent(appName)}`;
  if (!token) {
    return (
      <section className="cp-panel" data-testid="cp-panel" data-state="anonymous">
        <span className="cp-panel-text">{t('panel.login')}</span>
        <Link className="cp-btn cp-btn-primary cp-btn-sm" to={loginTo}>
          {t('login.action')}
        </Link>
      </section>
    );
  }
  const data = status.data;
  if (!data) return <Skeleton as="section" className="cp-panel-skeleton" data-testid="cp-panel" data-state="loading" aria-busy="true" />;
  const waiting = data.received.length;
  if (!data.pair) {
    return (
      <section className="cp-panel" data-testid="cp-panel" data-state="single">
        <span className="cp-panel-text">
          <b>{t('panel.title')}</b>
          <span className="cp-muted cp-small">{waiting > 0 ? t('panel.waiting', { count: waiting }) : t('panel.none')}</span>
        </span>
        <Link className="cp-btn cp-btn-primary cp-btn-sm" to={to} data-testid="cp-panel-link">
          {waiting > 0 ? t('panel.answer') : t('panel.invite')}
        </Link>
      </section>
    );
  }
  const pair = data.pair;
  return (
    <section className="cp-panel cp-panel-paired" data-testid="cp-panel" data-state="paired">
      <Avatar profile={pair.partner} size={40} ring="#fff" />
      <span className="cp-panel-text">
        <span className="cp-panel-line">
          <b data-testid="cp-panel-partner">{pair.partner.nickname}</b>
          <LevelBadge level={pair.level} label={t(`level.${pair.level}`)} />
        </span>
        <LevelProgress points={pair.points} from={pair.level_points} to={pair.next_level_points} label={t('pair.progress')} />
        <span className="cp-muted cp-small">
          {formatNumber(pair.points, i18n.language)} {t('pair.points')}
          {pair.next_level_points !== null ? ` / ${formatNumber(pair.next_level_points, i18n.language)}` : ''}
        </span>
      </span>
      <Link className="cp-btn cp-btn-ghost cp-btn-sm" to={to} data-testid="cp-panel-link">
        {t('panel.manage')}
      </Link>
    </section>
  );
}
