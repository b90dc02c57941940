import type { TribeEmblem } from '@app/shared';
import { useId } from 'react';

/** Each built-in emblem: its two colours and its white glyph (24×24 paths). */
const EMBLEMS: Record<TribeEmblem, { from: string; to: string; glyph: string }> = {
  flame: {
    from: '#ff8a3d',
    to: '#d7263d',
    glyph: 'M12 2.8c.9 3 4.6 5.2 4.6 9.6a4.6 4.6 0 0 1-9.2 0c0-2.2 1.1-3.6 2.3-4.6.1 1.8.9 3 2 3.3-.9-3 .1-5.9.3-8.3z',
  },
  crown: { from: '#ffd45c', to: '#e08a00', glyph: 'M3.5 8.2l4.3 3.6L12 5.5l4.2 6.3 4.3-3.6-1.6 8.8H5.1zM5.2 18.6h13.6v2H5.2z' },
  wolf: {
    from: '#7e8ba3',
    to: '#2f3a55',
    glyph:
      'M4.5 3.5l4.2 4.2h6.6l4.2-4.2v8.3l-2.8 5.6L12 20.5l-4.7-3.1-2.8-5.6zM9 12.2a1.1 1.1 0 1 0 0 .1zm6 0a1.1 1.1 0 1 0 0 .1zM10.6 16h2.8L12 17.4z',
  },
  dragon: {
    from: '#3ddc97',
    to: '#0b7a5a',
    glyph:
      'M18.8 5.2c-3.3-1.9-8.4-.8-9.7 2.8-.9 2.5 1.3 3.6 3.1 3.3-1.4 1.4-5.2 1.1-6.4-1.5-.8 4.6 2.7 7.2 6.2 6.6-1.3 1.3-3.3 1.9-5.3 1.8 3.3 2.1 8.7 1.5 11.1-2.4 1.8-3-.2-6.1-3.2-5.9 1.6-1.4 3.4-1.6 4.2-4.7z',
  },
  phoenix: {
    from: '#ff6f91',
    to: '#c13584',
    glyph:
      'M12 20.5c-.7-3.6-4.2-6.1-8.5-6 2.6-2 5.8-2.2 7.6-.4-.9-3.1-.3-6.4 .9-9.6 1.2 3.2 1.8 6.5.9 9.6 1.8-1.8 5-1.6 7.6.4-4.3-.1-7.8 2.4-8.5 6z',
  },
  sakura: {
    from: '#ffb3c7',
    to: '#e0568a',
    glyph:
      'M12 3.2c1.6 1.3 2 3.4 1.1 5.2 1.9-.6 3.9.1 4.9 1.9-1.6 1.2-3.7 1.2-5.1.1.8 1.8.3 3.9-1.3 5.1-.9-1.8-.5-3.8.8-5.1-1.8.9-3.9.4-5-1.2 1.9-.9 4-.5 5.1.8C11.1 7.2 10.8 5 12 3.2zM12 11.4a1.2 1.2 0 1 0 .1 0z',
  },
  moon: {
    from: '#8f7bff',
    to: '#3a2a8c',
    glyph: 'M15.2 3.6A8.6 8.6 0 1 0 20.6 17 7 7 0 0 1 15.2 3.6zM18.2 5.2l.5 1.3 1.3.5-1.3.5-.5 1.3-.5-1.3-1.3-.5 1.3-.5z',
  },
  star: { from: '#4fc3ff', to: '#1565c0', glyph: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z' },
  shield: {
    from: '#9aa7b8',
    to: '#4a5568',
    glyph: 'M12 3l7.5 3v5.2c0 4.6-3.2 8.1-7.5 9.8-4.3-1.7-7.5-5.2-7.5-9.8V6zM10.6 15.6l5.6-5.6-1.4-1.4-4.2 4.2-2-2-1.4 1.4z',
  },
  lotus: {
    from: '#c6a1ff',
    to: '#7b3fe4',
    glyph:
      'M12 4.5c1.8 2 2.6 4.6 2.3 7.6C13.6 14.6 12 16 12 16s-1.6-1.4-2.3-3.9c-.3-3 .5-5.6 2.3-7.6zM3.5 10.5c3 0 5.6 1.5 7.2 4.4.3.5.6 1 .8 1.6-3.6.6-6.8-1.3-8-6zm17 0c-1.2 4.7-4.4 6.6-8 6 .2-.6.5-1.1.8-1.6 1.6-2.9 4.2-4.4 7.2-4.4zM5 18.5h14c-1.9 1.3-4.3 2-7 2s-5.1-.7-7-2z',
  },
  tiger: {
    from: '#ffb74d',
    to: '#e65100',
    glyph:
      'M12 11.3c2.9 0 5.3 2.4 5.3 5 0 1.9-1.5 3.2-3.3 3.2-.8 0-1.4-.3-2-.3s-1.2.3-2 .3c-1.8 0-3.3-1.3-3.3-3.2 0-2.6 2.4-5 5.3-5zM6 6.4a1.9 2.3 0 1 0 .1 0zM10 3.6a1.9 2.3 0 1 0 .1 0zm4 0a1.9 2.3 0 1 0 .1 0zm4 2.8a1.9 2.3 0 1 0 .1 0z',
  },
  wave: {
    from: '#4dd0e1',
    to: '#00796b',
    glyph:
      'M2.5 14.6c2.2 0 3.1-1.6 4.8-1.6s2.5 1.6 4.7 1.6 3.1-1.6 4.8-1.6 2.5 1.6 4.7 1.6v2.3c-2.2 0-3.1-1.6-4.7-1.6s-2.6 1.6-4.8 1.6-3.1-1.6-4.7-1.6-2.6 1.6-4.8 1.6zM4 11.5C5 6.8 8.6 4 13 4c2.8 0 5.1 1.2 6.4 3.2-1.2-.6-2.4-.8-3.6-.6-2.9.5-4.3 3.2-3.2 5.3-2.3-.8-3.5-.9-4.8-.6-1.2.3-2.4.8-3.8.2z',
  },
};

/** A tribe's emblem: its glyph on a gilded shield in its colours (decorative: the name is beside it). */
export function Emblem({ emblem, size = 48, className }: { emblem: TribeEmblem; size?: number; className?: string }) {
  const id = useId();
  const e = EMBLEMS[emblem] ?? EMBLEMS.flame;
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={e.from} />
          <stop offset="1" stopColor={e.to} />
        </linearGradient>
        <linearGradient id={`${id}-r`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.5" stopColor="#e8b64c" />
          <stop offset="1" stopColor="#a8701a" />
        </linearGradient>
      </defs>
      <path d="M24 2.5 42 9v13.2C42 33.4 34.4 41.8 24 45.5 13.6 41.8 6 33.4 6 22.2V9z" fill={`url(#${id}-r)`} />
      <path d="M24 5.6 39.2 11v11.3c0 9.7-6.4 16.9-15.2 20.2C15.2 39.2 8.8 32 8.8 22.3V11z" fill={`url(#${id}-g)`} />
      <path d="M24 5.6 39.2 11v5.2C33 13.6 15 13.6 8.8 16.2V11z" fill="#fff" opacity="0.14" />
      <g transform="translate(12 11.5)">
        <path d={e.glyph} fill="#fff" fillRule="evenodd" />
      </g>
    </svg>
  );
}
