import type { ActivityBlock, ActivityGrant, BrandId, TActivityPage } from '@app/shared';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../components/ui/Countdown';
import { formatNumber } from '../../lib/format';
import { labelOf } from './model';

/** What every block of an event's page reads: the page, the viewer and the page-wide stage choice. */
export interface ActivityCtx {
  page: TActivityPage;
  brand: BrandId;
  signedIn: boolean;
  /** signed in, not blocked: actions are offered */
  canAct: boolean;
  /** server clock minus device clock, ms */
  offset: number;
  zone: string;
  /** the tournament stage the boards show */
  stage: string | undefined;
  setStage: (id: string) => void;
  /** the boards a leaderboard block of the current tab shows */
  boardsShown: ReadonlySet<string>;
  /**
   * The console's phone preview (ActivityPreview): the event may not exist yet, so blocks fetch
   * no boards, results or rewards (they show their empty state) and offer no actions.
   */
  preview?: boolean;
}

const Ctx = createContext<ActivityCtx | null>(null);
export const ActivityProvider = Ctx.Provider;

export function useActivity(): ActivityCtx {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useActivity outside ActivityProvider');
  return ctx;
}

/** The server's time now, updated every `tickMs`. */
export function useServerNow(tickMs = 30_000): number {
  return useNow(tickMs) + useActivity().offset;
}

export function useLabel(): (key: string) => string {
  const { page } = useActivity();
  return (key) => labelOf(page, key);
}

/** One block's props: the block of the definition. */
export interface BlockProps<T extends ActivityBlock['type'] = ActivityBlock['type']> {
  block: Extract<ActivityBlock, { type: T }>;
}

/** Grants as text: "52,000 coins, Dragon frame · 30 days". */
export function useGrantText(): (grants: readonly ActivityGrant[]) => string {
  const { t, i18n } = useTranslation('activities');
  const { page } = useActivity();
  const n = (x: number) => formatNumber(x, i18n.language);
  const one = (g: ActivityGrant) =>
    g.kind === 'currency'
      ? t(`grants.currency.${page.currency}`, { amount: n(g.amount) })
      : g.kind === 'asset'
        ? t('grants.asset', { name: t(`grants.assets.${g.asset}`), amount: n(g.amount) })
        : t('grants.item', { name: t(`grants.items.${g.item}`, { defaultValue: g.item }), days: g.days });
  return (grants) => grants.map(one).join(t('grants.sep'));
}
