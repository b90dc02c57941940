import { DRAW_RESULTS_KEPT_DAYS_MIN, DRAW_TICKET_PRICES, type DrawGameDef, LIMITS, type TDrawState } from '@app/shared';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatNumber } from '../../../lib/format';
import { getUserToken } from '../../../lib/session';
import { refreshSeeds } from '../api';
import type { PriceAsset } from '../model';
import { OddsTable } from './OddsTable';
import { SeedPanel } from './SeedPanel';
import { ticketOf, useCostText } from './useCostText';

/** The verifier the app composes under the rules (features/fairness, in app/routes/DrawRoute). */
export type RenderDrawVerify = (p: { drawId: number | undefined; onRotated: () => void }) => ReactNode;

// the published configuration hash is computed in the browser: the hashing code loads with the rules tab
const ConfigHash = lazy(() => import('./ConfigHash').then((m) => ({ default: m.ConfigHash })));

/** The rules, the odds with the configuration hash, how fairness works, the seeds and the verifier. */
export function RulesTab({
  game,
  state,
  verifyId,
  renderVerify,
}: {
  game: DrawGameDef;
  state: TDrawState | undefined;
  verifyId: number | undefined;
  renderVerify?: RenderDrawVerify;
}) {
  const { t, i18n } = useTranslation('draws');
  const n = (x: number) => formatNumber(x, i18n.language);
  const priceAsset: PriceAsset = state?.price_asset ?? 'gold_coin';
  const costText = useCostText(game, priceAsset);
  const signedIn = Boolean(getUserToken());
  const server = state?.config_hash ?? null;
  const ticket = ticketOf(game);
  const cap = state?.me ? state.me.daily_cap : undefined;

  useEffect(() => {
    if (verifyId === undefined) return;
    // the verifier loads lazily: scroll to it once it is there
    let tries = 0;
    const timer = setInterval(() => {
      const el = document.getElementById('draws-verify');
      if (el || ++tries > 20) {
        clearInterval(timer);
        el?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }
    }, 100);
    return () => clearInterval(timer);
  }, [verifyId]);

  const rules = [
    { key: 'cost', text: t('rules.cost', { cost: costText(1) }) },
    ...(ticket
      ? [
          {
            key: 'ticket',
            text: t(`rules.ticket.${ticket.ticket}`, {
              price: n(DRAW_TICKET_PRICES[ticket.ticket].amount),
              currency: t(`assets.${priceAsset}`),
            }),
          },
        ]
      : []),
    { key: 'batches', text: t('rules.batches', { batches: game.batches.map((b) => `×${b}`).join(' / ') }) },
    { key: 'prizes', text: t('rules.prizes') },
    ...(game.medal ? [{ key: 'medal', text: t('rules.medal', { per: game.medal.perDay }) }] : []),
    ...(game.support ? [{ key: 'support', text: t('rules.support', { points: n(game.support.points) }) }] : []),
    {
      key: 'cap',
      text:
        cap === undefined
          ? t('rules.capGeneric', { percent: LIMITS.drawDailyCapWarnPercent })
          : cap === null
            ? t('rules.capNone')
            : t('rules.cap', { cap: n(cap), currency: t(`assets.${priceAsset}`), percent: LIMITS.drawDailyCapWarnPercent }),
    },
    { key: 'records', text: t('rules.records', { days: DRAW_RESULTS_KEPT_DAYS_MIN }) },
    { key: 'minors', text: t('rules.minors') },
  ];
  const fair = ['commit', 'client', 'draw', 'reveal'].map((k) => ({ key: k, text: t(`fair.${k}`) }));

  return (
    <>
      <Card title={t('rules.title')} titleAs="h3" testId="draws-rules">
        <RulesBlock items={rules} />
      </Card>
      <Card title={t('odds.title')} titleAs="h3" testId="draws-odds">
        <OddsTable game={game} priceAsset={priceAsset} />
        <p className="dg-hint">{t('odds.cost', { cost: costText(1) })}</p>
        <Suspense fallback={<Skeleton />}>
          <ConfigHash gameId={game.id} server={server} />
        </Suspense>
      </Card>
      <Card title={t('fair.title')} titleAs="h3" testId="draws-fair">
        <RulesBlock items={fair} marker="decimal" />
      </Card>
      {signedIn ? (
        <SeedPanel />
      ) : (
        <Card className="dg-center">
          <SignInPrompt text={t('signIn.seeds')} action={t('signIn.action')} textClassName="dg-hint" linkClassName="ui-btn" />
        </Card>
      )}
      {renderVerify?.({ drawId: verifyId, onRotated: refreshSeeds })}
    </>
  );
}
