import type { CpLevel, TPublicProfile } from '@app/shared';
import { Avatar } from '../../../components/Avatar';

function Heart({ size = 28 }: { size?: number }) {
  return (
    <svg className="cp-heart" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
        fill="url(#cp-heart-grad)"
      />
      <defs>
        <linearGradient id="cp-heart-grad" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9ac1" />
          <stop offset="1" stopColor="#ff3d7f" />
        </linearGradient>
      </defs>
    </svg>
  );
}

function Vacant({ size }: { size: number }) {
  return (
    <span className="cp-vacant" style={{ width: size, height: size }} aria-hidden="true">
      ?
    </span>
  );
}

/** Two avatars joined by a heart; an empty seat when there is no partner yet. */
export function PairVisual({ me, partner, size = 64 }: { me?: TPublicProfile | null; partner?: TPublicProfile | null; size?: number }) {
  return (
    <div className="cp-pair-visual">
      <span className="cp-pair-seat">{me ? <Avatar profile={me} size={size} ring="#fff" /> : <Vacant size={size} />}</span>
      <Heart size={Math.round(size * 0.5)} />
      <span className="cp-pair-seat">{partner ? <Avatar profile={partner} size={size} ring="#fff" /> : <Vacant size={size} />}</span>
    </div>
  );
}

export function LevelBadge({ level, label }: { level: CpLevel; label: string }) {
  return (
    <span className={`cp-level cp-level-${level}`} data-testid="cp-level" data-level={level}>
      {label}
    </span>
  );
}

/** Progress from this level's floor to the next level. */
export function LevelProgress({ points, from, to, label }: { points: number; from: number; to: number | null; label: string }) {
  const percent = to === null ? 100 : Math.min(100, Math.max(0, ((points - from) / (to - from)) * 100));
  return (
    <div
      className="cp-progress"
      role="progressbar"
      aria-valuemin={from}
      aria-valuemax={to ?? points}
      aria-valuenow={Math.min(points, to ?? points)}
      aria-label={label}
      data-testid="cp-progress"
    >
      <div className="cp-progress-fill" style={{ width: `${Math.max(percent, 2)}%` }} />
    </div>
  );
}
