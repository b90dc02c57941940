import './avatar.css';
import type { TPublicProfile } from '@app/shared';

const HUES = [262, 330, 200, 24, 160, 290, 12, 48];

/** The profile picture, or the nickname's first letter on a colour picked from the id. */
export function Avatar({ profile, size = 40, ring }: { profile: TPublicProfile; size?: number; ring?: string }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42), ...(ring ? { boxShadow: `0 0 0 2px ${ring}` } : {}) };
  if (profile.avatar_url) {
    return <img className="avatar" style={style} src={profile.avatar_url} alt="" loading="lazy" referrerPolicy="no-referrer" />;
  }
  const hue = HUES[profile.id % HUES.length];
  const initial = Array.from(profile.nickname.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className="avatar avatar-initial"
      style={{ ...style, background: `linear-gradient(135deg, hsl(${hue} 70% 62%), hsl(${(hue ?? 0) + 40} 70% 48%))` }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}

/** One avatar, or two overlapping for a CP pair. */
export function EntryAvatars({ profiles, size = 40, ring }: { profiles: TPublicProfile[]; size?: number; ring?: string }) {
  if (profiles.length < 2) return profiles[0] ? <Avatar profile={profiles[0]} size={size} ring={ring} /> : null;
  return (
    <span className="avatar-pair" style={{ width: size * 1.6 }}>
      {profiles.slice(0, 2).map((p) => (
        <Avatar key={p.id} profile={p} size={size} ring={ring ?? 'var(--avatar-pair-ring, var(--brand-bg))'} />
      ))}
    </span>
  );
}
