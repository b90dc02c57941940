import type { TDrawRecord } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { List, ListRow } from '../../../components/ui/ListRow';
import { Sheet } from '../../../components/ui/Sheet';
import { type PriceAsset, prizeIcon } from '../model';
import { PrizeIcon } from './PrizeIcon';
import { usePrizeText } from './usePrizeText';

/** What a draw won: one row per result (prize id in data-prize), "again" and "close". */
export function ResultSheet({
  results,
  priceAsset,
  onAgain,
  onClose,
  againDisabled,
}: {
  results: readonly TDrawRecord[];
  priceAsset: PriceAsset;
  onAgain: () => void;
  onClose: () => void;
  againDisabled: boolean;
}) {
  const { t } = useTranslation('draws');
  const label = usePrizeText(priceAsset);
  const won = results.some((r) => r.prize.kind !== 'none');
  return (
    <Sheet
      onClose={onClose}
      closeLabel={t('result.close')}
      labelledBy="dg-result-title"
      className="dg-sheet dg-result"
      testId="draws-result-sheet"
    >
      <div className={won ? 'dg-result-burst' : 'dg-result-burst is-none'} aria-hidden="true" />
      <h2 id="dg-result-title" className="dg-sheet-title">
        {won ? t('result.title') : t('result.none')}
      </h2>
      {results.length > 1 ? <p className="dg-hint dg-center">{t('result.count', { count: results.length })}</p> : null}
      <List className="dg-result-list">
        {results.map((r) => (
          <ListRow
            key={r.id}
            className={r.prize.kind === 'none' ? 'dg-result-row is-none' : 'dg-result-row'}
            lead={<PrizeIcon kind={prizeIcon(r.prize, priceAsset)} size={32} />}
            title={label(r.prize)}
            side={<small className="dg-nonce">#{r.nonce}</small>}
            testId="draws-result"
            data-prize={r.prize.id}
            data-draw-id={r.id}
          />
        ))}
      </List>
      <div className="dg-sheet-actions">
        <button type="button" className="ui-btn ui-btn-ghost ui-btn-block" onClick={onClose} data-testid="draws-result-close">
          {t('result.close')}
        </button>
        <button type="button" className="ui-btn ui-btn-block" onClick={onAgain} disabled={againDisabled} data-testid="draws-result-again">
          {t('result.again', { count: results.length })}
        </button>
      </div>
    </Sheet>
  );
}
