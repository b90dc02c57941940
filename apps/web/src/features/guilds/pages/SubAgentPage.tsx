import '../../../components/ui/page.css';
import '../guilds.css';
import { GUILDS_API, type TSubAgentInfo } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrimaryButton } from '../../../components/form';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QrCode } from '../../../components/ui/QrCode';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { NoticeCard } from '../../../components/ui/StateCard';
import { useToast } from '../../../components/ui/Toast';
import { apiCall } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useRouteHandle } from '../../../lib/route-handle';
import { getUserToken } from '../../../lib/session';
import { useRequest } from '../../../lib/use-request';
import { formatDay } from '../lib';

/** The link a sub-agent opens: the operators' application with the partner's code filled in. */
const inviteLink = (code: string) => `${window.location.origin}/h5/japan/community_recruit?agent=${encodeURIComponent(code)}`;

function Totals({ info }: { info: TSubAgentInfo }) {
  const { t, i18n } = useTranslation('guilds');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Card>
      <div className="guilds-stats">
        <div className="guilds-stat">
          <b data-testid="subagent-count">{n(info.totals.sub_agents)}</b>
          <span>{t('sub.totals.agents')}</span>
        </div>
        <div className="guilds-stat">
          <b>{n(info.totals.members)}</b>
          <span>{t('sub.totals.members')}</span>
        </div>
        <div className="guilds-stat">
          <b>{n(info.totals.points_30d)}</b>
          <span>{t('sub.totals.points')}</span>
        </div>
      </div>
    </Card>
  );
}

function AgentList({ info }: { info: TSubAgentInfo }) {
  const { t, i18n } = useTranslation('guilds');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Card title={t('sub.listTitle')} testId="subagent-list">
      {info.sub_agents.length === 0 ? (
        <EmptyState>{t('sub.empty')}</EmptyState>
      ) : (
        info.sub_agents.map((s) => (
          <div key={s.id} className="guilds-row" data-testid="subagent-row">
            <div>
              <b>{s.name}</b>
              <p className="guilds-muted">
                {t('sub.joined', { date: formatDay(s.joined_at, i18n.language) })} · {t('sub.guilds', { count: s.guilds })} ·{' '}
                {t('guild.members', { count: s.members })}
              </p>
            </div>
            <div style={{ textAlign: 'right' }}>
              <b>{n(s.points_week)}</b>
              <p className="guilds-muted">{t('sub.week')}</p>
            </div>
          </div>
        ))
      )}
    </Card>
  );
}

function SubAgentScreen() {
  const { t } = useTranslation('guilds');
  const toast = useToast();
  const history = useRouteHandle().name === 'auth_japan_invite_history_agent';
  // plain request, no react-query: this page carries the QR encoder within its budget
  const q = useRequest(getUserToken() ? 'guilds:sub-agents' : null, () => apiCall(GUILDS_API.subAgents, undefined, { silent: true }));
  const info = q.data;
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast(t('sub.copied')),
      () => toast(text),
    );
  };
  return (
    <div className="guilds-page ui-light ui-light-page ui-scope" data-testid="subagent-page" data-view={history ? 'history' : 'invite'}>
      <PageBar />
      <main className="ui-page-column">
        {!getUserToken() ? (
          <SignInPrompt
            text={t('sub.signedOut')}
            action={t('signIn')}
            className="ui-card ui-notice"
            textClassName="ui-notice-title"
            linkClassName="ui-btn"
          />
        ) : q.isPending ? (
          <Skeleton style={{ height: 240, borderRadius: 20 }} />
        ) : q.isError || !info ? (
          <NoticeCard icon="!" title={t('error.title')} body={t('error.body')} testId="guild-error">
            <button type="button" className="ui-btn ui-btn-ghost" onClick={() => q.refetch()}>
              {t('error.retry')}
            </button>
          </NoticeCard>
        ) : !info.partner ? (
          <NoticeCard icon="★" title={t('sub.notPartner.title')} body={t('sub.notPartner.body')} testId="subagent-not-partner">
            <Link className="ui-btn" to="/h5/japan/advanced_community">
              {t('sub.notPartner.action')}
            </Link>
          </NoticeCard>
        ) : (
          <>
            {history ? null : (
              <section className="guilds-hero">
                <h1>{t('sub.title')}</h1>
                <p>{t('sub.subtitle', { name: info.agency_name })}</p>
              </section>
            )}
            <Totals info={info} />
            {history || !info.invite_code ? null : (
              <Card title={t('sub.codeTitle')} testId="subagent-invite">
                <div className="guilds-qr">
                  <QrCode value={inviteLink(info.invite_code)} size={168} label={t('sub.qrLabel')} testId="subagent-qr" />
                  <span className="guilds-code" data-testid="subagent-code">
                    {info.invite_code}
                  </span>
                  <div className="guilds-actions" style={{ width: '100%' }}>
                    <PrimaryButton variant="plain" onClick={() => copy(info.invite_code!)}>
                      {t('sub.copyCode')}
                    </PrimaryButton>
                    <PrimaryButton onClick={() => copy(inviteLink(info.invite_code!))}>{t('sub.copyLink')}</PrimaryButton>
                  </div>
                  <p className="guilds-muted">{t('sub.howto')}</p>
                </div>
              </Card>
            )}
            <AgentList info={info} />
          </>
        )}
      </main>
    </div>
  );
}

/** An advanced partner's sub-agents (`/h5/jp/invite/sub_agent`) and the agent invite history (wakoo `/h5/auth/japan/invite/history/agent`). */
export default function SubAgentPage() {
  return <SubAgentScreen />;
}
