import '../../../components/ui/tokens.css';
import '../agency.css';
import { ErrorCode, type TAgencyDashboard } from '@app/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PrimaryButton, TextField } from '../../../components/form';
import { ApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { agencyExport, agencyLogin, agencyLogout, getAgencyToken, setAgencyToken, useAgencyDashboard, useAgencyDecide } from '../api';
import { formatDay, percent } from '../lib';

const LOGIN = '/agency/login';
const DASHBOARD = '/agency/dashboard';

// ---- login ----

function Login() {
  const { t } = useTranslation('guilds');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (getAgencyToken()) navigate(DASHBOARD, { replace: true });
  }, [navigate]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const s = await agencyLogin(email.trim(), password);
      setAgencyToken(s.token);
      navigate(DASHBOARD, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('error.body'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="agency-page agency-login ui-scope" data-testid="agency-login">
      <div className="agency-login-card">
        <span className="agency-logo">A</span>
        <h1>{t('agency.login.title')}</h1>
        <p className="agency-muted">{t('agency.login.subtitle')}</p>
        <form onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('agency.login.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="agency-email"
          />
          <TextField
            label={t('agency.login.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="agency-password"
          />
          {error ? (
            <p className="agency-error" role="alert" data-testid="agency-login-error">
              {error}
            </p>
          ) : null}
          <PrimaryButton type="submit" busy={busy} disabled={!email || !password} testId="agency-submit">
            {t('agency.login.submit')}
          </PrimaryButton>
        </form>
      </div>
    </div>
  );
}

// ---- charts: plain SVG, no library ----

function BarChart({
  points,
  labels,
  testId,
  color,
  width = 520,
}: {
  points: number[];
  labels: string[];
  testId: string;
  color: string;
  width?: number;
}) {
  const W = width;
  const H = 180;
  const pad = { l: 36, r: 6, t: 10, b: 22 };
  const max = Math.max(1, ...points);
  const step = (W - pad.l - pad.r) / Math.max(1, points.length);
  const bw = Math.max(4, step * 0.62);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / max);
  const ticks = [0, 0.5, 1].map((f) => Math.round(max * f));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" data-testid={testId} data-points={points.join(',')}>
      <defs>
        <linearGradient id={`${testId}-g`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={color} />
          <stop offset="1" stopColor={color} stopOpacity="0.45" />
        </linearGradient>
      </defs>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} stroke="rgba(29,27,38,0.08)" />
          <text x={pad.l - 6} y={y(v) + 3} textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      {points.map((v, i) => {
        const x = pad.l + i * step + (step - bw) / 2;
        return (
          <g key={labels[i]}>
            <rect x={x} y={y(v)} width={bw} height={Math.max(0, H - pad.b - y(v))} rx={Math.min(4, bw / 2)} fill={`url(#${testId}-g)`}>
              <title>{`${labels[i]}: ${v}`}</title>
            </rect>
            {points.length <= 8 || i % 2 === points.length % 2 ? (
              <text x={x + bw / 2} y={H - 6} textAnchor="middle">
                {labels[i]}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

const short = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

// ---- dashboard ----

function Dashboard({ data, token, onLogout }: { data: TAgencyDashboard; token: string; onLogout: () => void }) {
  const { t, i18n } = useTranslation('guilds');
  const n = (v: number) => formatNumber(v, i18n.language);
  const day = (iso: string | null) => formatDay(iso, i18n.language);
  const decide = useAgencyDecide(token);
  const [exporting, setExporting] = useState(false);
  const guildName = new Map(data.guilds.map((g) => [g.id, g.name]));
  const doExport = async () => {
    setExporting(true);
    try {
      await agencyExport(token);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="agency-page ui-scope" data-testid="agency-dashboard">
      <header className="agency-top">
        <div className="agency-brand">
          <span className="agency-logo">{data.agency.name.slice(0, 1)}</span>
          <span data-testid="agency-name">{data.agency.name}</span>
          <span className="agency-tier">{t(`agency.tier.${data.agency.tier}`)}</span>
        </div>
        <span className="agency-spacer" />
        <button type="button" className="agency-link" onClick={onLogout} data-testid="agency-logout">
          {t('agency.logout')}
        </button>
      </header>
      <main className="agency-main">
        <section className="agency-card">
          <div className="agency-kpis">
            {(
              [
                ['today', data.totals.points_today],
                ['week', data.totals.points_week],
                ['range', data.totals.points_range],
                ['share', data.totals.share_range],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="agency-kpi">
                <span>{t(`agency.kpi.${k}`, { days: data.days.length })}</span>
                <b data-testid={`agency-kpi-${k}`}>{n(v)}</b>
              </div>
            ))}
          </div>
        </section>
        <div className="agency-charts">
          <section className="agency-card agency-chart">
            <h2>{t('agency.chart.daily', { days: data.days.length })}</h2>
            <BarChart
              points={data.days.map((d) => d.points)}
              labels={data.days.map((d) => short(d.day))}
              testId="agency-chart-days"
              color="#6b4dff"
            />
          </section>
          <section className="agency-card agency-chart">
            <h2>{t('agency.chart.weekly', { weeks: data.weeks.length })}</h2>
            <BarChart
              points={data.weeks.map((w) => w.points)}
              labels={data.weeks.map((w) => short(w.week))}
              testId="agency-chart-weeks"
              color="#ff5c8a"
              width={340}
            />
          </section>
        </div>
        <section className="agency-card">
          <h2>{t('agency.guilds')}</h2>
          <div className="agency-guilds">
            {data.guilds.map((g) => (
              <div key={g.id} className="agency-guild" data-testid="agency-guild">
                <b>{g.name}</b>
                {t('guild.code', { code: g.code })} · {t('guild.members', { count: g.members })} ·{' '}
                {t('guild.share', { share: percent(g.share_bp) })}
              </div>
            ))}
          </div>
        </section>
        <section className="agency-card" data-testid="agency-pending">
          <h2>{t('agency.pending', { count: data.pending.length })}</h2>
          {data.pending.length === 0 ? (
            <p className="agency-muted">{t('agency.noPending')}</p>
          ) : (
            <div className="agency-table-wrap">
              <table className="agency-table agency-stack">
                <tbody>
                  {data.pending.map((p) => (
                    <tr key={p.membership_id} data-testid="agency-pending-row" data-user={p.user.public_id}>
                      <td className="agency-user">
                        <b>{p.user.nickname}</b>
                        <span>ID {p.user.public_id}</span>
                      </td>
                      <td>{p.guild_name}</td>
                      <td>{day(p.applied_at)}</td>
                      <td>
                        <div className="agency-btns">
                          <button
                            type="button"
                            className="agency-btn"
                            disabled={decide.isPending}
                            onClick={() => decide.mutate({ id: p.membership_id, decision: 'reject' })}
                            data-testid="agency-reject"
                          >
                            {t('agency.reject')}
                          </button>
                          <button
                            type="button"
                            className="agency-btn agency-btn-primary"
                            disabled={decide.isPending}
                            onClick={() => decide.mutate({ id: p.membership_id, decision: 'approve' })}
                            data-testid="agency-approve"
                          >
                            {t('agency.approve')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="agency-card" data-testid="agency-anchors">
          <h2>
            {t('agency.anchors', { count: data.anchors.length })}
            <button type="button" className="agency-btn" disabled={exporting} onClick={() => void doExport()} data-testid="agency-export">
              {t('agency.export')}
            </button>
          </h2>
          {data.anchors.length === 0 ? (
            <p className="agency-muted">{t('agency.noAnchors')}</p>
          ) : (
            <div className="agency-table-wrap">
              <table className="agency-table">
                <thead>
                  <tr>
                    <th>{t('agency.col.anchor')}</th>
                    <th>{t('agency.col.guild')}</th>
                    <th>{t('agency.col.state')}</th>
                    <th className="num">{t('agency.col.today')}</th>
                    <th className="num">{t('agency.col.week')}</th>
                    <th className="num">{t('agency.col.range', { days: data.days.length })}</th>
                    <th className="num">{t('agency.col.share')}</th>
                    <th>{t('agency.col.term')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.anchors.map((a) => (
                    <tr key={a.membership_id} data-testid="agency-anchor" data-user={a.user.public_id}>
                      <td className="agency-user">
                        <b>{a.user.nickname}</b>
                        <span>ID {a.user.public_id}</span>
                      </td>
                      <td>{guildName.get(a.guild_id)}</td>
                      <td>
                        <span className="agency-state" data-state={a.state}>
                          {t(`state.${a.state}`)}
                        </span>
                        {a.leave_effective_at ? (
                          <div className="agency-muted">{t('agency.leaves', { date: day(a.leave_effective_at) })}</div>
                        ) : null}
                      </td>
                      <td className="num" data-testid="agency-anchor-today">
                        {n(a.points_today)}
                      </td>
                      <td className="num" data-testid="agency-anchor-week">
                        {n(a.points_week)}
                      </td>
                      <td className="num">{n(a.points_range)}</td>
                      <td className="num">{n(a.share_range)}</td>
                      <td>{day(a.term_ends_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {data.agency.tier === 'advanced' ? (
          <section className="agency-card" data-testid="agency-subagents">
            <h2>
              {t('agency.subAgents', { count: data.sub_agents.length })}
              {data.agency.invite_code ? (
                <span className="agency-tier">{t('agency.inviteCode', { code: data.agency.invite_code })}</span>
              ) : null}
            </h2>
            {data.sub_agents.length === 0 ? (
              <p className="agency-muted">{t('sub.empty')}</p>
            ) : (
              <div className="agency-table-wrap">
                <table className="agency-table">
                  <thead>
                    <tr>
                      <th>{t('agency.col.agency')}</th>
                      <th>{t('agency.col.joined')}</th>
                      <th className="num">{t('agency.col.guilds')}</th>
                      <th className="num">{t('agency.col.members')}</th>
                      <th className="num">{t('agency.col.week')}</th>
                      <th className="num">{t('agency.col.thirty')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.sub_agents.map((s) => (
                      <tr key={s.id} data-testid="agency-subagent">
                        <td>
                          <b>{s.name}</b>
                        </td>
                        <td>{day(s.joined_at)}</td>
                        <td className="num">{n(s.guilds)}</td>
                        <td className="num">{n(s.members)}</td>
                        <td className="num">{n(s.points_week)}</td>
                        <td className="num">{n(s.points_30d)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ) : null}
      </main>
    </div>
  );
}

function DashboardScreen() {
  const { t } = useTranslation('guilds');
  const navigate = useNavigate();
  const [token] = useState(getAgencyToken);
  const q = useAgencyDashboard(token);
  const expired = q.error instanceof ApiError && q.error.code === ErrorCode.AGENCY_TOKEN_INVALID;
  useEffect(() => {
    if (!token || expired) {
      setAgencyToken(null);
      navigate(LOGIN, { replace: true });
    }
  }, [token, expired, navigate]);
  const logout = () => {
    if (token) void agencyLogout(token).catch(() => undefined);
    setAgencyToken(null);
    navigate(LOGIN, { replace: true });
  };
  if (!token || !q.data)
    return (
      <div className="agency-page agency-login" data-testid="agency-dashboard" data-state={q.isError ? 'error' : 'loading'}>
        {q.isError && !expired ? (
          <div className="agency-login-card">
            <p className="agency-error">{q.error.message || t('error.body')}</p>
            <PrimaryButton onClick={() => void q.refetch()}>{t('error.retry')}</PrimaryButton>
          </div>
        ) : null}
      </div>
    );
  return <Dashboard data={q.data} token={token} onLogout={logout} />;
}

/** The agency's own app: `/agency/login` and `/agency/dashboard` (by the route's name). */
export default function AgencyPage() {
  const dashboard = useRouteHandle().name === 'agency_dashboard';
  return <QueryProvider>{dashboard ? <DashboardScreen /> : <Login />}</QueryProvider>;
}
