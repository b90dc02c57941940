import '../gifts.css';
import { levelExp, rankPoints, type TGift } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appState } from '../../../app/startup';
import { AssetIcon, GiftIcon } from '../../../components/GiftIcon';
import { PageBar } from '../../../components/PageBar';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { useGiftsQuery } from '../api/gifts';
import { SKELETON_KEYS } from '../lib/util';

type Filter = 'all' | 'limited' | 'cp';
const FILTERS: Filter[] = ['all', 'limited', 'cp'];

/** route name → the wall's theme (the dragon-year wall in red and gold, the 520 wall in pink) */
const THEMES: Record<string, { className: string; heroKey: string; lead: 'limited' | 'cp' }> = {
  dragon_year_gift_wall: { className: 'rk-wall-dragon', heroKey: 'wall.heroDragon', lead: 'limited' },
  gift_wall_520: { className: 'rk-wall-520', heroKey: 'wall.hero520', lead: 'cp' },
};

/** the theme's own kind of gift first, then the other highlighted kind, then the rest; cheaper first within each */
function weight(g: TGift, lead: 'limited' | 'cp'): number {
  const isLead = lead === 'limited' ? g.is_limited : g.is_cp;
  return isLead ? 0 : g.is_limited || g.is_cp ? 1 : 2;
}

function GiftCard({ gift }: { gift: TGift }) {
  const { t, i18n } = useTranslation('ranking');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const value = { asset: gift.asset, total: gift.price, bonus: gift.is_limited };
  const special = gift.is_limited ? ' is-limited' : gift.is_cp ? ' is-cp' : '';
  return (
    <li className={`rk-wall-card${special}`} data-testid="wall-gift" data-code={gift.code}>
      {gift.is_limited ? <span className="rk-tag rk-tag-limited">{t('gift.limited')}</span> : null}
      {gift.is_cp ? <span className="rk-tag rk-tag-cp">CP</span> : null}
      <div className="rk-wall-art">
        <GiftIcon code={gift.code} size={56} />
      </div>
      <div className="rk-wall-name">{gift.name}</div>
      <div className="rk-wall-price">
        <AssetIcon asset={gift.asset} size={12} /> {fmt(gift.price)}
      </div>
      <div className="rk-wall-meta">
        {t('wall.points', { points: fmt(rankPoints(value)) })} · {t('wall.exp', { exp: fmt(levelExp(value)) })}
      </div>
    </li>
  );
}

function WallScreen() {
  const { t, i18n, ready } = useTranslation('ranking');
  const handle = useRouteHandle();
  const theme = (handle.name && THEMES[handle.name]) || { className: '', heroKey: 'wall.heroDragon', lead: 'limited' as const };
  const [filter, setFilter] = useState<Filter>('all');
  const gifts = useGiftsQuery(appState().brand.id, i18n.language);
  if (!ready) return <div className="rk-page" aria-busy="true" />;
  const all = gifts.data?.gifts ?? [];
  const shown = all
    .filter((g) => filter === 'all' || (filter === 'limited' ? g.is_limited : g.is_cp))
    .sort((a, b) => weight(a, theme.lead) - weight(b, theme.lead) || a.price - b.price);
  const counts: Record<Filter, number> = {
    all: all.length,
    limited: all.filter((g) => g.is_limited).length,
    cp: all.filter((g) => g.is_cp).length,
  };
  return (
    <div className={`rk-page rk-wall ${theme.className}`} data-testid="gift-wall">
      <PageBar />
      <section className="rk-hero">
        <div className="rk-hero-title">{t(theme.heroKey)}</div>
        <div className="rk-hero-sub">{t('wall.sub')}</div>
      </section>
      <div className="rk-periods">
        <Tabs
          items={FILTERS.map((f) => ({
            value: f,
            label: (
              <>
                {t(`wall.filter.${f}`)} {gifts.data ? counts[f] : ''}
              </>
            ),
            testId: `wall-filter-${f}`,
          }))}
          value={filter}
          onChange={setFilter}
        />
      </div>
      <main className="rk-content">
        {gifts.isPending ? (
          <div className="rk-wall-grid">
            {SKELETON_KEYS.slice(0, 6).map((k) => (
              <Skeleton key={k} className="rk-skeleton rk-skeleton-card" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <EmptyState>{t('wall.empty')}</EmptyState>
        ) : (
          <ul className="rk-wall-grid">
            {shown.map((g) => (
              <GiftCard key={g.id} gift={g} />
            ))}
          </ul>
        )}
        <p className="rk-footnote">{t('wall.note', { bonus: '1.2' })}</p>
      </main>
    </div>
  );
}

export default function GiftWallPage() {
  return (
    <QueryProvider>
      <WallScreen />
    </QueryProvider>
  );
}
