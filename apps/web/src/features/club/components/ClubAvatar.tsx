import type { TPublicProfile } from '@app/shared';

const HUES = [38, 262, 200, 330, 160, 12, 290, 48];

/** The profile picture, or the nickname's first letter on a colour picked from the id. */
export function ClubAvatar({ profile, size = 44 }: { profile: TPublicProfile; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (profile.avatar_url) {
    return <img className="club-avatar" style={style} src={profile.avatar_url} alt="" loading="lazy" referrerPolicy="no-referrer" />;
  }
  const hue = HUES[profile.id % HUES.length] ?? 38;
  const initial = Array.from(profile.nickname.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className="club-avatar club-avatar-initial"
      style={{ ...style, background: `linear-gradient(135deg, hsl(${hue} 45% 46%), hsl(${hue + 30} 50% 26%))` }}
      aria-hidden="true"
      data-testid="hall-initial"
    >
      {initial}
    </span>
  );
}
