/** The official account's mark: a megaphone on the brand's gradient (no image to load). */
export function OfficialAvatar({ size = 40 }: { size?: number }) {
  return (
    <span className="notices-avatar" style={{ width: size, height: size }} aria-hidden="true">
      <svg width={size * 0.52} height={size * 0.52} viewBox="0 0 24 24" focusable="false">
        <path
          d="M3 10.5v3a1.5 1.5 0 0 0 1.5 1.5H6l1.2 4.2a1 1 0 0 0 1 .8h1.3a.8.8 0 0 0 .8-1L9.4 15H10l7.4 3.7a1 1 0 0 0 1.6-.9V6.2a1 1 0 0 0-1.6-.9L10 9H4.5A1.5 1.5 0 0 0 3 10.5Z"
          fill="currentColor"
        />
        <path d="M21 9.5a3 3 0 0 1 0 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </span>
  );
}
