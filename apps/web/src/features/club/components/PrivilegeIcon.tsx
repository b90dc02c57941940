import type { ClubPrivilege } from '@app/shared';

/** Line icons for the eight privileges (24×24, stroked in currentColor). */
const PATHS: Record<ClubPrivilege, string[]> = {
  invisible: ['M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z', 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z', 'M4 4l16 16'],
  do_not_disturb: ['M20.5 14.2A8.5 8.5 0 1 1 9.8 3.5a6.8 6.8 0 0 0 10.7 10.7z', 'M15 4.5h3.5L15 8.5h3.5'],
  anti_kick: ['M12 2.8l7.5 2.8v5.6c0 4.8-3.2 8.9-7.5 10.4-4.3-1.5-7.5-5.6-7.5-10.4V5.6z', 'M8.6 12.2l2.4 2.4 4.5-4.8'],
  exclusive_medal: [
    'M8 2.8h3l1.6 5.2',
    'M16 2.8h-3',
    'M12 9.5a5.8 5.8 0 1 0 0 11.6 5.8 5.8 0 0 0 0-11.6z',
    'M12 12.4l1 2.1 2.2.3-1.6 1.5.4 2.2-2-1.1-2 1.1.4-2.2-1.6-1.5 2.2-.3z',
  ],
  frame: [
    'M12 2.8a9.2 9.2 0 1 0 0 18.4 9.2 9.2 0 0 0 0-18.4z',
    'M12 7.2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
    'M6.8 18.2a6 6 0 0 1 10.4 0',
    'M12 1v2.4',
  ],
  bubble: [
    'M4 4.5h16a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4H4A1.5 1.5 0 0 1 2.5 15V6A1.5 1.5 0 0 1 4 4.5z',
    'M7.5 10.5h.01',
    'M12 10.5h.01',
    'M16.5 10.5h.01',
  ],
  vehicle: [
    'M2.5 15.5v-3l2.6-4.6A2 2 0 0 1 6.8 7h8.4a2 2 0 0 1 1.5.7l2.8 3.3 1.6.5a1.5 1.5 0 0 1 1 1.4v2.6h-2',
    'M5 15.5H2.5',
    'M9.5 15.5h5',
    'M7.2 13.3a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z',
    'M16.8 13.3a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z',
    'M6 11h13',
  ],
  login_announcement: ['M3 10v4a1 1 0 0 0 1 1h3l7 4.5v-15L7 9H4a1 1 0 0 0-1 1z', 'M17.5 9a4 4 0 0 1 0 6', 'M20 6.5a7.5 7.5 0 0 1 0 11'],
};

export function PrivilegeIcon({ privilege, size = 24 }: { privilege: ClubPrivilege; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[privilege].map((d) => (
        <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}

export function LockIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="5" y="10.5" width="14" height="10.5" rx="2.5" fill="currentColor" />
      <path d="M8.2 10.5V8a3.8 3.8 0 0 1 7.6 0v2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function CrownIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 18l-1.5-11 5.5 4.5L12 4l4 7.5L21.5 7 20 18z" fill="currentColor" />
      <rect x="4" y="19" width="16" height="2.2" rx="1" fill="currentColor" />
    </svg>
  );
}
