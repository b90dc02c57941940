import { DRAW_RESULTS_KEPT_DAYS_MIN, type DrawGameDef, type DrawGameId } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { List, ListRow } from '../../../components/ui/ListRow';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { getUserToken } from '../../../lib/session';
import { useBackpack, useDrawRecords } from '../api';
import { type PriceAsset, prizeIcon } from '../model';
import { PrizeIcon } from './PrizeIcon';
import { usePrizeText } from './usePrizeText';

/** The player's latest draws (each with a verify link) and the backpack of items won. */
export function RecordsTab({ game, priceAsset, onVerify }: { game: DrawGameDef; priceAsset: PriceAsset; onVerify: (id: number) => void }) {
  const { t, i18n } = useTranslation('draws');
  const signedIn = Boolean(getUserToken());
  const records = useDrawRecords(game.id as DrawGameId, signedIn);
  const backpack = useBackpack(signedIn);
  const label = usePrizeText(priceAsset);
  if (!signedIn) {
    return (
      <Card className="dg-center" testId="draws-records-visitor">
        <SignInPrompt
          text={t('signIn.records')}
          action={t('signIn.action')}
          textClassName="dg-hint"
          linkClassName="ui-btn"
          testId="draws-signin"
        />
      </Card>
    );
  }
  const rows = records.data?.records ?? [];
  return (
    <>
      <Card title={t('records.title')} titleAs="h3" testId="draws-records">
        <p className="dg-hint">{t('records.note', { days: DRAW_RESULTS_KEPT_DAYS_MIN })}</p>
        {records.isPending ? (
          <Skeleton className="dg-skeleton" />
        ) : rows.length === 0 ? (
          <EmptyState testId="draws-records-empty">{t('records.empty')}</EmptyState>
        ) : (
          <List className="dg-records">
            {rows.map((r) => (
              <ListRow
                key={r.id}
                testId="draws-record"
                data-draw-id={r.id}
                data-prize={r.prize.id}
                lead={<PrizeIcon kind={prizeIcon(r.prize, priceAsset)} size={30} />}
                title={label(r.prize)}
                subs={[
                  new Date(r.created_at).toLocaleString(i18n.language, { hour12: false }),
                  ...(r.target ? [t('records.cheered', { name: r.target.nickname })] : []),
                  t('records.nonce', { nonce: r.nonce, id: r.id }),
                ]}
                side={
                  <button
                    type="button"
                    className="ui-btn ui-btn-ghost dg-verify-btn"
                    onClick={() => onVerify(r.id)}
                    data-testid={`draws-verify-${r.id}`}
                  >
                    {t('records.verify')}
                  </button>
                }
              />
            ))}
          </List>
        )}
      </Card>
      <Card title={t('backpack.title')} titleAs="h3" testId="draws-backpack">
        {backpack.isPending ? (
          <Skeleton className="dg-skeleton" />
        ) : (backpack.data?.items.length ?? 0) === 0 ? (
          <EmptyState testId="draws-backpack-empty">{t('backpack.empty')}</EmptyState>
        ) : (
          <List>
            {backpack.data!.items.map((it) => (
              <ListRow
                key={it.item}
                testId="draws-backpack-item"
                data-item={it.item}
                lead={<PrizeIcon kind={prizeIcon({ id: it.item, kind: 'item', item: it.item }, priceAsset)} size={30} />}
                title={t(`items.${it.item}`, { defaultValue: it.item })}
                subs={[t(`itemKinds.${it.kind}`, { defaultValue: it.kind })]}
                side={
                  <small>
                    {t('backpack.until', {
                      date: new Date(it.expires_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </small>
                }
              />
            ))}
          </List>
        )}
      </Card>
    </>
  );
}
