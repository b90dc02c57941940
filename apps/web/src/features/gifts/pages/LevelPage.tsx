import '../gifts.css';
import { expForLevel, LIMITS, levelExp, type TLevelInfo } from '@app/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AssetIcon } from '../../../components/GiftIcon';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { RewardTable } from '../../../components/ui/RewardTable';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useViewerQuery } from '../../../entities/viewer';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { useLevelQuery } from '../api/level';
import { loginHref } from '../lib/util';

const LEVELS_PER_BAND = LIMITS.levelsPerBand;
const BAND_COUNT = LIMITS.levelMax / LEVELS_PER_BAND;
/** band colours, from the first (1–10) to the last (91–100) */
const BAND_COLORS = ['#8fa3bf', '#4fc08d', '#3fa7ff', '#7b6cff', '#b45cff', '#ff5fa2', '#ff7a45', '#ffb020', '#ff3b5c', '#ffd700'];
const BANDS = Array.from({ length: BAND_COUNT }, (_, i) => ({
  band: i + 1,
  from: i * LEVELS_PER_BAND + 1,
  to: (i + 1) * LEVELS_PER_BAND,
  color: BAND_COLORS[i] ?? '#999',
}));

function LevelCard({ info }: { info: TLevelInfo }) {
  const { t, i18n } = useTranslation('ranking');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const color = BAND_COLORS[info.band - 1] ?? BAND_COLORS[0];
  const next = info.next_level_exp;
  const span = next === null ? 1 : next - info.level_exp;
  const into = next === null ? 1 : info.exp - info.level_exp;
  const pct = Math.max(0, Math.min(100, (into / span) * 100));
  return (
    <section className="rk-level-card" style={{ ['--band' as string]: color } as CSSProperties} data-testid="level-card">
      <div className="rk-level-badge">
        <span className="rk-level-lv">Lv.</span>
        <span className="rk-level-num" data-testid="level-number">
          {info.level}
        </span>
      </div>
      <div className="rk-level-band" data-testid="level-band">
        {t(`level.band.${info.band}`)} · {t('level.bandN', { n: info.band })}
      </div>
      <div
        className="rk-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        data-testid="level-progress"
      >
        <div className="rk-progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <div className="rk-level-exp">
        <span data-testid="level-exp">{t('level.exp', { exp: fmt(info.exp) })}</span>
        <span data-testid="level-next">
          {next === null ? t('level.max') : t('level.toNext', { exp: fmt(next - info.exp), level: info.level + 1 })}
        </span>
      </div>
      <div className="rk-level-totals">
        <span>
          {t('score.rich')} <b>{fmt(info.rich_total)}</b>
        </span>
        <span>
          {t('score.charm')} <b>{fmt(info.charm_total)}</b>
        </span>
      </div>
      {info.locked ? (
        <p className="rk-lock" data-testid="level-locked">
          {t('level.locked', { level: LIMITS.featureUnlockLevel, exp: fmt(expForLevel(LIMITS.featureUnlockLevel) - info.exp) })}
        </p>
      ) : null}
    </section>
  );
}

function LevelScreen() {
  const { t, i18n, ready } = useTranslation('ranking');
  const location = useLocation();
  const viewer = useViewerQuery();
  const loggedIn = Boolean(viewer.data);
  const level = useLevelQuery(loggedIn);
  const fmt = (n: number) => formatNumber(n, i18n.language);
  if (!ready) return <div className="rk-page" aria-busy="true" />;
  const goldExp = levelExp({ asset: 'gold_coin', total: 1, bonus: false });
  const silverExp = levelExp({ asset: 'silver_coin', total: 10, bonus: false });
  const current = level.data?.band ?? 0;
  return (
    <div className="rk-page rk-levels" data-testid="level-page">
      <PageBar />
      <main className="rk-content rk-stack">
        {viewer.isPending || (loggedIn && level.isPending) ? (
          <Skeleton className="rk-skeleton rk-skeleton-podium" />
        ) : level.data ? (
          <LevelCard info={level.data} />
        ) : (
          <Card className="rk-center">
            <p className="rk-note">{t('level.loginHint')}</p>
            <Link className="rk-send rk-inline" to={loginHref(location)} data-testid="level-login">
              {t('me.loginShort')}
            </Link>
          </Card>
        )}

        <Card title={t('level.howTitle')} testId="exp-rules">
          <RewardTable
            columns={[{}, { numeric: true }]}
            rows={[
              { key: 'gold', asset: 'gold_coin', text: t('level.spendGold', { n: fmt(1) }), exp: goldExp },
              { key: 'silver', asset: 'silver_coin', text: t('level.spendSilver', { n: fmt(10) }), exp: silverExp },
            ].map((r) => ({
              key: r.key,
              cells: [
                <span key="what">
                  <AssetIcon asset={r.asset} /> {r.text}
                </span>,
                <span key="exp">+{fmt(r.exp)} EXP</span>,
              ],
            }))}
          />
          <RulesBlock
            marker="disc"
            className="rk-bullets"
            items={[
              { key: 'diamond', text: t('level.ruleDiamond') },
              { key: 'bands', text: t('level.ruleBands', { max: LIMITS.levelMax, per: LEVELS_PER_BAND }) },
              { key: 'lock', text: t('level.ruleLock', { level: LIMITS.featureUnlockLevel }) },
            ]}
          />
        </Card>

        <Card title={t('level.bandsTitle')} testId="band-table">
          <RewardTable
            className="rk-bands"
            columns={[{ head: t('level.bandCol') }, { head: t('level.levelsCol'), nowrap: true }, { head: t('level.privilegeCol') }]}
            rows={BANDS.map((b) => ({
              key: b.band,
              className: b.band === current ? 'is-current' : undefined,
              cells: [
                <span key="band" className="rk-band-pill" style={{ background: b.color }}>
                  {t(`level.band.${b.band}`)}
                </span>,
                <span key="levels">
                  Lv.{b.from}–{b.to}
                </span>,
                t(`level.privilege.${b.band}`),
              ],
            }))}
          />
        </Card>
      </main>
    </div>
  );
}

export default function LevelPage() {
  return (
    <QueryProvider>
      <LevelScreen />
    </QueryProvider>
  );
}
