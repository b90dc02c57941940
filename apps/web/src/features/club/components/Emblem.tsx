import { useId } from 'react';

/** The club's crest: a gold shield with a crown and laurels, drawn inline (no image request). */
export function Emblem({ size = 96 }: { size?: number }) {
  const id = useId().replace(/:/g, '');
  const gold = `${id}-gold`;
  const deep = `${id}-deep`;
  const shine = `${id}-shine`;
  return (
    <svg className="club-emblem" width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff3cf" />
          <stop offset="0.35" stopColor="#e9c77a" />
          <stop offset="0.7" stopColor="#b98a3e" />
          <stop offset="1" stopColor="#f3d793" />
        </linearGradient>
        <linearGradient id={deep} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#26211a" />
          <stop offset="1" stopColor="#0c0b0e" />
        </linearGradient>
        <radialGradient id={shine} cx="0.5" cy="0.3" r="0.6">
          <stop offset="0" stopColor="#fff7dc" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff7dc" stopOpacity="0" />
        </radialGradient>
      </defs>
      {/* laurels */}
      <g fill="none" stroke={`url(#${gold})`} strokeWidth="2.2" strokeLinecap="round">
        <path d="M22 40c-8 14-7 34 6 48 7 8 17 13 28 15" />
        <path d="M98 40c8 14 7 34-6 48-7 8-17 13-28 15" />
      </g>
      <g fill={`url(#${gold})`}>
        <ellipse cx="17" cy="56" rx="3.2" ry="7" transform="rotate(-18 17 56)" />
        <ellipse cx="18" cy="72" rx="3.2" ry="7" transform="rotate(-38 18 72)" />
        <ellipse cx="25" cy="86" rx="3.2" ry="7" transform="rotate(-58 25 86)" />
        <ellipse cx="103" cy="56" rx="3.2" ry="7" transform="rotate(18 103 56)" />
        <ellipse cx="102" cy="72" rx="3.2" ry="7" transform="rotate(38 102 72)" />
        <ellipse cx="95" cy="86" rx="3.2" ry="7" transform="rotate(58 95 86)" />
      </g>
      {/* shield */}
      <path d="M60 8l38 14v32c0 27-17 46-38 56C39 100 22 81 22 54V22z" fill={`url(#${gold})`} />
      <path d="M60 14l32 11.8V54c0 23.5-14.5 40-32 49-17.5-9-32-25.5-32-49V25.8z" fill={`url(#${deep})`} />
      <path d="M60 14l32 11.8V54c0 23.5-14.5 40-32 49-17.5-9-32-25.5-32-49V25.8z" fill={`url(#${shine})`} />
      {/* crown */}
      <path d="M38 70l-4-28 14 12 12-20 12 20 14-12-4 28z" fill={`url(#${gold})`} />
      <rect x="38" y="73" width="44" height="7" rx="2" fill={`url(#${gold})`} />
      <circle cx="34" cy="40" r="3.2" fill="#fff1c9" />
      <circle cx="60" cy="31" r="3.6" fill="#fff1c9" />
      <circle cx="86" cy="40" r="3.2" fill="#fff1c9" />
      <circle cx="60" cy="60" r="4" fill="#1a1712" />
      <circle cx="60" cy="60" r="2.2" fill="#ffe6a3" />
      {/* sparkle */}
      <path d="M92 16l1.6 4.4L98 22l-4.4 1.6L92 28l-1.6-4.4L86 22l4.4-1.6z" fill="#fff4d6" />
    </svg>
  );
}
