import type { ReactNode } from 'react';

/**
 * Gift artwork and asset icons as small inline SVGs: no image requests, no emoji font needed,
 * crisp at any size. Unknown gift codes get the gift box. Shared by the ranking, gift-wall and CP
 * pages.
 */
const ART: Record<string, ReactNode> = {
  rose: (
    <>
      <path d="M24 26v16" stroke="#3aa45b" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 36c-6-1-9-5-9-5s5-2 9 2" fill="#4cc36f" />
      <path d="M14 16c0-6 5-10 10-10s10 4 10 10c0 7-5 11-10 11S14 23 14 16z" fill="#ff3d6e" />
      <path d="M19 14c2-4 8-4 10 0-2 3-8 3-10 0z" fill="#c9134a" />
      <path d="M17 18c3 4 11 4 14 0" stroke="#c9134a" strokeWidth="2" fill="none" />
    </>
  ),
  lollipop: (
    <>
      <path d="M24 28v16" stroke="#f4e3c3" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="24" cy="18" r="13" fill="#ff7ab6" />
      <path d="M24 18m-8 0a8 8 0 1 0 16 0a5 5 0 1 0 -10 0a2.5 2.5 0 1 0 5 0" stroke="#fff" strokeWidth="2.5" fill="none" />
    </>
  ),
  heart: <path d="M24 41S7 30 7 18a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 12-17 23-17 23z" fill="#ff4f7b" stroke="#ffd0dc" strokeWidth="2" />,
  bouquet: (
    <>
      <path d="M14 26l10 18 10-18z" fill="#8fd3ff" />
      <circle cx="17" cy="17" r="6" fill="#ff6b9a" />
      <circle cx="31" cy="17" r="6" fill="#ffb347" />
      <circle cx="24" cy="12" r="6" fill="#ff4f7b" />
      <circle cx="24" cy="22" r="6" fill="#c86bff" />
      <path d="M20 32h8" stroke="#fff" strokeWidth="2" />
    </>
  ),
  kiss: (
    <>
      <path d="M6 24c6-8 12-10 18-6 6-4 12-2 18 6-6 9-12 12-18 12S12 33 6 24z" fill="#ff2d55" />
      <path d="M8 24c8 2 24 2 32 0" stroke="#b3002a" strokeWidth="2" fill="none" />
    </>
  ),
  cp_castle: (
    <>
      <path d="M8 42V22l5-4 5 4v-8l6-6 6 6v8l5-4 5 4v20z" fill="#ffb3d1" />
      <path d="M21 42v-8a3 3 0 0 1 6 0v8z" fill="#c2185b" />
      <path d="M24 24s-4-2.5-4-5a2 2 0 0 1 4-1 2 2 0 0 1 4 1c0 2.5-4 5-4 5z" fill="#ff1f6b" />
      <path d="M24 8V3l5 2-5 2" fill="#ff4f7b" />
    </>
  ),
  sports_car: (
    <>
      <path d="M4 32l4-8 10-4h12l8 6 6 2v6H4z" fill="#ff3b30" />
      <path d="M17 22l2-3h10l5 5H16z" fill="#bde4ff" />
      <circle cx="13" cy="35" r="5" fill="#222" stroke="#aaa" strokeWidth="2" />
      <circle cx="36" cy="35" r="5" fill="#222" stroke="#aaa" strokeWidth="2" />
    </>
  ),
  rocket: (
    <>
      <path d="M24 4c8 6 10 16 8 26H16c-2-10 0-20 8-26z" fill="#e8ecff" />
      <circle cx="24" cy="18" r="4" fill="#5b6cff" />
      <path d="M16 26l-6 8h7zM32 26l6 8h-7z" fill="#ff5f5f" />
      <path d="M19 32c1 6 3 10 5 12 2-2 4-6 5-12z" fill="#ffb347" />
    </>
  ),
  clover: (
    <>
      <path d="M24 24l6 18" stroke="#2e8b57" strokeWidth="3" strokeLinecap="round" />
      <circle cx="17" cy="17" r="7" fill="#46c46d" />
      <circle cx="31" cy="17" r="7" fill="#3bb862" />
      <circle cx="17" cy="29" r="7" fill="#3bb862" />
      <circle cx="31" cy="29" r="7" fill="#46c46d" />
    </>
  ),
  star: (
    <path d="M24 4l6 13 14 1-11 9 4 14-13-8-13 8 4-14L4 18l14-1z" fill="#ffd23f" stroke="#fff3b0" strokeWidth="2" strokeLinejoin="round" />
  ),
};

const BOX = (
  <>
    <rect x="8" y="20" width="32" height="22" rx="3" fill="#a46bff" />
    <rect x="6" y="14" width="36" height="8" rx="2" fill="#c59bff" />
    <path d="M24 14v28" stroke="#ffd23f" strokeWidth="4" />
    <path d="M24 14c-4-8-12-8-10-2 1 2 6 2 10 2zm0 0c4-8 12-8 10-2-1 2-6 2-10 2z" fill="#ffd23f" />
  </>
);

export function GiftIcon({ code, size = 44 }: { code: string; size?: number }) {
  return (
    <svg className="gift-icon" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      {ART[code] ?? BOX}
    </svg>
  );
}

/** A small coin: gold and silver as metal discs, diamonds as a gem, medal fragments as a medal. */
export function AssetIcon({ asset, size = 14 }: { asset: string; size?: number }) {
  if (asset === 'medal_fragment') {
    return (
      <svg className="asset-icon" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
        <path d="M4 1h3l1 4 1-4h3l-2 6H6z" fill="#ff6b6b" />
        <circle cx="8" cy="10.5" r="4.5" fill="#ffc53d" stroke="#d48806" strokeWidth="1" />
        <path d="M8 8l.9 1.8 2 .3-1.4 1.4.3 2L8 12.6l-1.8.9.3-2-1.4-1.4 2-.3z" fill="#fff7d6" />
      </svg>
    );
  }
  if (asset === 'diamond') {
    return (
      <svg className="asset-icon" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
        <path d="M4 2h8l3 4-7 8-7-8z" fill="#6fd3ff" stroke="#2a9fd6" strokeWidth="1" />
      </svg>
    );
  }
  const [face, edge] = asset === 'silver_coin' ? ['#e6ebf2', '#9aa6b8'] : ['#ffd04a', '#d99a00'];
  return (
    <svg className="asset-icon" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill={face} stroke={edge} strokeWidth="1.5" />
      <circle cx="8" cy="8" r="3.5" fill="none" stroke={edge} strokeWidth="1" />
    </svg>
  );
}
