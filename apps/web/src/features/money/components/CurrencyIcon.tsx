import type { CurrencyFlavour } from '@app/shared';

/** The brand's coin (gold) or diamond, drawn inline so it costs no request. */
export function CurrencyIcon({ flavour, size = 20 }: { flavour: CurrencyFlavour; size?: number }) {
  if (flavour === 'diamond') {
    return (
      <svg className="money-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6.2 3h11.6l4.2 5.6L12 21 2 8.6z" fill="#5cc8ff" />
        <path d="M2 8.6h20L12 21z" fill="#2f9be8" />
        <path d="M7.6 8.6 12 3l4.4 5.6L12 21z" fill="#8fdcff" opacity="0.9" />
        <path d="M6.2 3 7.6 8.6H2zM17.8 3l-1.4 5.6H22z" fill="#b9ebff" />
      </svg>
    );
  }
  return (
    <svg className="money-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="#f5a623" />
      <circle cx="12" cy="12" r="8.2" fill="#ffd34d" stroke="#f7b731" strokeWidth="1.2" />
      <path d="M12 6.8l1.55 3.15 3.45.5-2.5 2.44.6 3.44L12 14.7l-3.1 1.63.6-3.44L7 10.45l3.45-.5z" fill="#f5a623" />
    </svg>
  );
}
