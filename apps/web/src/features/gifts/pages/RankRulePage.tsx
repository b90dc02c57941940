import '../gifts.css';
import { BRANDS, type CpLevel, cpPoints, type Region, rankPoints } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { appState } from '../../../app/startup';
import { AssetIcon } from '../components/GiftIcon';
import { PageBar } from '../components/PageBar';
import { RULES_PAGES, type RulesVariant } from '../lib/boards';
import { utcOffsetLabel } from '../lib/period';
import { formatNumber, useRouteHandle } from '../lib/util';

/** Reward tiers by final rank; the names of the items are translated, the days are data. */
const REWARDS: Record<'main' | 'newer', { tier: '1' | '2' | '3' | '4_10'; items: { key: string; days?: number }[] }[]> = {
  main: [
    {
      tier: '1',
      items: [{ key: 'frameChampion', days: 7 }, { key: 'badgeKing', days: 7 }, { key: 'entryDragon', days: 7 }, { key: 'banner' }],
    },
    {
      tier: '2',
      items: [
        { key: 'frameRunnerUp', days: 7 },
        { key: 'badgeKing', days: 5 },
        { key: 'entryPhoenix', days: 5 },
      ],
    },
    {
      tier: '3',
      items: [
        { key: 'frameThird', days: 7 },
        { key: 'badgeKing', days: 3 },
        { key: 'entryPhoenix', days: 3 },
      ],
    },
    {
      tier: '4_10',
      items: [
        { key: 'frameStar', days: 3 },
        { key: 'bubble', days: 3 },
      ],
    },
  ],
  newer: [
    {
      tier: '1',
      items: [
        { key: 'frameRising', days: 7 },
        { key: 'badgeNewStar', days: 7 },
        { key: 'recommend', days: 5 },
      ],
    },
    {
      tier: '2',
      items: [
        { key: 'frameRising', days: 5 },
        { key: 'badgeNewStar', days: 5 },
        { key: 'recommend', days: 3 },
      ],
    },
    {
      tier: '3',
      items: [
        { key: 'frameRising', days: 3 },
        { key: 'badgeNewStar', days: 3 },
        { key: 'recommend', days: 2 },
      ],
    },
    { tier: '4_10', items: [{ key: 'badgeNewStar', days: 3 }] },
  ],
};

const CP_LEVELS: CpLevel[] = ['normal', 'peerless', 'ultimate'];

function multiplier(level: CpLevel): string {
  const base = 100;
  return `×${cpPoints(base, level) / base}`;
}

function RewardTable({ variant }: { variant: RulesVariant }) {
  const { t } = useTranslation('ranking');
  const tiers = REWARDS[variant === 'newerAward' ? 'newer' : 'main'];
  return (
    <section className="rk-card" data-testid="reward-table">
      <h2 className="rk-card-title">{t(variant === 'newerAward' ? 'rules.rewardsNewer' : 'rules.rewards')}</h2>
      <table className="rk-table rk-rewards">
        <thead>
          <tr>
            <th>{t('rules.rank')}</th>
            <th>{t('rules.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((row) => (
            <tr key={row.tier}>
              <td>
                <span className={`rk-tier rk-tier-${row.tier}`}>{t(`rules.tier.${row.tier}`)}</span>
              </td>
              <td>
                <ul className="rk-reward-items">
                  {row.items.map((it) => (
                    <li key={`${it.key}-${it.days ?? 0}`}>
                      {t(`rules.item.${it.key}`)}
                      {it.days ? <span className="rk-days">{t('rules.days', { n: it.days })}</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rk-note">{t(variant === 'newerAward' ? 'rules.rewardNoteNewer' : 'rules.rewardNote')}</p>
    </section>
  );
}

function ScoringCard({ region }: { region: Region }) {
  const { t, i18n } = useTranslation('ranking');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const brandAsset = BRANDS[appState().brand.id].currency === 'gold' ? 'gold_coin' : 'diamond';
  const rows = [
    { asset: brandAsset, amount: 1, label: t(`asset.${brandAsset}`), points: rankPoints({ asset: brandAsset, total: 1, bonus: false }) },
    {
      asset: 'silver_coin',
      amount: 10,
      label: t('asset.silver_coin'),
      points: rankPoints({ asset: 'silver_coin', total: 10, bonus: false }),
    },
    {
      asset: 'silver_coin',
      amount: 10,
      label: t('rules.silverLimited'),
      points: rankPoints({ asset: 'silver_coin', total: 10, bonus: true }),
    },
  ] as const;
  const tz = utcOffsetLabel(region);
  return (
    <>
      <section className="rk-card" data-testid="scoring-rules">
        <h2 className="rk-card-title">{t('rules.scoring')}</h2>
        <p className="rk-note">{t('rules.scoringIntro')}</p>
        <table className="rk-table">
          <thead>
            <tr>
              <th>{t('rules.gift')}</th>
              <th>{t('rules.points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <td>
                  <AssetIcon asset={r.asset} /> {fmt(r.amount)} {r.label}
                </td>
                <td className="rk-num">+{fmt(r.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="rk-note">{t('rules.bonusNote', { bonus: '1.2' })}</p>
      </section>
      <section className="rk-card" data-testid="cp-rules">
        <h2 className="rk-card-title">{t('rules.cp')}</h2>
        <p className="rk-note">{t('rules.cpIntro')}</p>
        <table className="rk-table">
          <tbody>
            {CP_LEVELS.map((lv) => (
              <tr key={lv}>
                <td>{t(`rules.cpLevel.${lv}`)}</td>
                <td className="rk-num">{multiplier(lv)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rk-card" data-testid="reset-rules">
        <h2 className="rk-card-title">{t('rules.periods')}</h2>
        <ul className="rk-bullets">
          <li>{t('rules.daily', { tz })}</li>
          <li>{t('rules.weekly', { tz })}</li>
          <li>{t('rules.all')}</li>
          <li>{t('rules.previous')}</li>
          <li>{t('rules.ties')}</li>
        </ul>
      </section>
    </>
  );
}

function RulesScreen() {
  const { ready } = useTranslation('ranking');
  const handle = useRouteHandle();
  const page = (handle.name && RULES_PAGES[handle.name]) || { variant: 'rules' as const };
  const region: Region = page.region ?? appState().brand.defaultRegion;
  if (!ready) return <div className="rk-page" aria-busy="true" />;
  return (
    <div className="rk-page rk-rules" data-testid="rules-page">
      <PageBar />
      <main className="rk-content rk-stack">
        {page.variant === 'rules' ? (
          <>
            <ScoringCard region={region} />
            <RewardTable variant={page.variant} />
          </>
        ) : (
          <>
            <RewardTable variant={page.variant} />
            <ScoringCard region={region} />
          </>
        )}
      </main>
    </div>
  );
}

export default function RankRulePage() {
  return <RulesScreen />;
}
