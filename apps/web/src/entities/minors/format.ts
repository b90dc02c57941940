/** An amount of minor units (CNY fen, JPY yen) as a price in the reader's language. */
export function formatMinor(amount: number, currency: string, locale: string): string {
  const digits = currency === 'JPY' ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount / 10 ** digits);
  } catch {
    return `${currency} ${(amount / 10 ** digits).toFixed(digits)}`;
  }
}
