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

/** The charge records page, for the brand the user pays in. */
export function recordsHref(brand: string): string {
  return `/h5/japan/withdraw/charge/record?app_name=${encodeURIComponent(brand)}`;
}
