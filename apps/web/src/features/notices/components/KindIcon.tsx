import type { MessageKind } from '@app/shared';
import { OfficialAvatar } from './OfficialAvatar';

/** One glyph per kind (24-unit boxes), drawn in white on the kind's colour (notices.css `.notices-kind-<kind>`). */
const GLYPHS: Record<Exclude<MessageKind, 'official'>, string> = {
  // a coin with a plus: money in
  order_credited:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2.2a6.8 6.8 0 1 1 0 13.6 6.8 6.8 0 0 1 0-13.6Zm-1 3v2.8H8.2v2H11V16h2v-3h2.8v-2H13V8.2h-2Z',
  // a wallet
  withdrawal_status:
    'M5 5h12a2 2 0 0 1 2 2v1h.5A1.5 1.5 0 0 1 21 9.5v6a1.5 1.5 0 0 1-1.5 1.5H19v1a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm10 6a1.5 1.5 0 1 0 0 3h4v-3h-4Z',
  // a trophy
  activity_reward:
    'M7 3h10v2h3v2.5a4 4 0 0 1-3.6 4A5 5 0 0 1 13 14.9V17h3v3H8v-3h3v-2.1a5 5 0 0 1-3.4-3.4A4 4 0 0 1 4 7.5V5h3V3Zm0 4H6v.5c0 .8.4 1.5 1 1.8V7Zm10 0v2.3c.6-.3 1-1 1-1.8V7h-1Z',
  // a shield with an exclamation mark
  risk: 'M12 2.5 4 5.6v5.9c0 4.7 3.3 8.9 8 10 4.7-1.1 8-5.3 8-10V5.6l-8-3.1Zm-1 5h2v6h-2v-6Zm0 8h2v2h-2v-2Z',
  // an envelope
  letter_reply:
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2.4V17h16V7.4l-8 5.1-8-5.1ZM5.6 7 12 11l6.4-4H5.6Z',
};

export function KindIcon({ kind, size = 40 }: { kind: MessageKind; size?: number }) {
  if (kind === 'official') return <OfficialAvatar size={size} />;
  return (
    <span className={`notices-kind notices-kind-${kind}`} style={{ width: size, height: size }} aria-hidden="true">
      <svg width={size * 0.52} height={size * 0.52} viewBox="0 0 24 24" focusable="false">
        <path d={GLYPHS[kind]} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  );
}
