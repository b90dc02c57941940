/** A small race car seen from the side, in its colour. */
export function CarIcon({ colour, size = 34 }: { colour: string; size?: number }) {
  return (
    <svg width={size} height={(size * 16) / 34} viewBox="0 0 34 16" aria-hidden="true" focusable="false">
      <path
        d="M2 11.5c0-2 1.2-3.3 3.4-3.7L11 6.6l4.6-3.4c.6-.4 1.3-.6 2-.6h5.6c.9 0 1.7.4 2.3 1l3 3.3 2.6.7c1.6.4 2.7 1.8 2.7 3.4v.5c0 .7-.6 1.3-1.3 1.3H3.3C2.6 12.8 2 12.2 2 11.5z"
        fill={colour}
      />
      <path d="M15.5 6.5l2.6-2.3h4.8l2.2 2.3z" fill="#fff" opacity=".75" />
      <circle cx="9" cy="12.6" r="2.6" fill="#1b1b24" />
      <circle cx="9" cy="12.6" r="1.1" fill="#c9c9d6" />
      <circle cx="26" cy="12.6" r="2.6" fill="#1b1b24" />
      <circle cx="26" cy="12.6" r="1.1" fill="#c9c9d6" />
    </svg>
  );
}
