import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { type PriceAsset, type PrizeLike, prizeLabel } from '../model';

/** A prize's label in the page's language (see `prizeLabel`). */
export function usePrizeText(priceAsset: PriceAsset): (p: PrizeLike) => string {
  const { t, i18n } = useTranslation('draws');
  return useCallback(
    (p: PrizeLike) => {
      const { key, values } = prizeLabel(p, priceAsset);
      const v: Record<string, string | number> = { ...values };
      if (typeof v.name === 'string') v.name = t(v.name);
      if (typeof v.amount === 'number') v.amount = formatNumber(v.amount, i18n.language);
      return t(key, v);
    },
    [t, i18n.language, priceAsset],
  );
}
