import type { ReactNode } from 'react';

/** A line icon on the kit's one-stroke, 24-unit grid; features hold their own path sets. */
export function LineIcon({ paths, size = 18, className }: { paths: ReactNode; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths}
    </svg>
  );
}
