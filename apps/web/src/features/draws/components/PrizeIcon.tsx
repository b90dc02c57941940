import type { ReactNode } from 'react';
import type { PrizeIconKind } from '../model';

/** A prize's small picture (inline SVG on the brand's tokens, no image requests). */
export function PrizeIcon({ kind, size = 36, x, y }: { kind: PrizeIconKind; size?: number; x?: number; y?: number }) {
  return (
    <svg
      className={`dg-icon dg-icon-${kind}`}
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[kind]}
    </svg>
  );
}

const ICONS: Record<PrizeIconKind, ReactNode> = {
  coin: (
    <>
      <circle cx="20" cy="20" r="16" fill="#ffcf3f" stroke="#e0a100" strokeWidth="2" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#e0a100" strokeWidth="1.5" />
      <path d="M16 14h8l-4 6 4 6h-8" fill="none" stroke="#b07800" strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  diamond: (
    <>
      <path d="M8 15l6-7h12l6 7-12 17z" fill="#7fd8ff" stroke="#2c9bd6" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M8 15h24M14 8l6 24 6-24" fill="none" stroke="#2c9bd6" strokeWidth="1.2" />
    </>
  ),
  jackpot: (
    <>
      <path d="M6 14l7 6 7-11 7 11 7-6-3 17H9z" fill="#ffcf3f" stroke="#e08a00" strokeWidth="1.8" strokeLinejoin="round" />
      <circle cx="20" cy="24" r="3" fill="#ff5c8a" />
      <circle cx="12" cy="26" r="2" fill="#7a5cff" />
      <circle cx="28" cy="26" r="2" fill="#7a5cff" />
    </>
  ),
  ticket: (
    <>
      <path
        d="M5 12h30v5a3 3 0 000 6v5H5v-5a3 3 0 000-6z"
        fill="var(--brand-primary, #ff5c8a)"
        stroke="#fff"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M15 12v16" stroke="#fff" strokeWidth="1.4" strokeDasharray="2 2" />
      <path d="M24 16l1.5 3 3.3.4-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.4z" fill="#fff" />
    </>
  ),
  fragment: (
    <>
      <path d="M20 5l13 9-5 17H12L7 14z" fill="#ffb84d" stroke="#d9772b" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M20 5l-4 13 12 13M7 14l9 4 17-4" fill="none" stroke="#d9772b" strokeWidth="1.1" />
    </>
  ),
  frame: (
    <>
      <circle cx="20" cy="21" r="13" fill="none" stroke="var(--brand-accent, #7a5cff)" strokeWidth="4" />
      <circle cx="20" cy="21" r="8" fill="#f1ecff" />
      <path d="M13 9l3 3 4-5 4 5 3-3-1 5H14z" fill="#ffcf3f" />
    </>
  ),
  bubble: (
    <>
      <path d="M7 9h26a3 3 0 013 3v13a3 3 0 01-3 3H18l-7 6v-6H7a3 3 0 01-3-3V12a3 3 0 013-3z" fill="var(--brand-primary, #ff5c8a)" />
      <path d="M20 14l1.6 3.2 3.5.5-2.5 2.5.6 3.5-3.2-1.7-3.2 1.7.6-3.5-2.5-2.5 3.5-.5z" fill="#fff" />
    </>
  ),
  vehicle: (
    <>
      <path d="M5 25l4-8c1-2 2-3 5-3h12c3 0 4 1 5 3l4 8v4H5z" fill="var(--brand-accent, #7a5cff)" />
      <path d="M12 17h16l2 6H10z" fill="#dcd3ff" />
      <circle cx="12" cy="29" r="3.5" fill="#2b2740" stroke="#fff" strokeWidth="1.4" />
      <circle cx="28" cy="29" r="3.5" fill="#2b2740" stroke="#fff" strokeWidth="1.4" />
    </>
  ),
  none: (
    <>
      <circle cx="20" cy="20" r="15" fill="#f1eff6" stroke="#d6d2e2" strokeWidth="1.6" />
      <path d="M13 17h3M24 17h3M14 25c3 3 9 3 12 0" fill="none" stroke="#a19cb3" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};
