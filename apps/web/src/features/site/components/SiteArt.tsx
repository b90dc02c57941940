import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The drawn artwork of the site pages: app screens inside phone frames and the feature icons.
 * All inline SVG and CSS in the brand colours (site.css), every graphic with its size.
 */

/** A round avatar: a person silhouette on a hue of its own. */
export function Avatar({ hue, size }: { hue: number; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" className="sa-avatar">
      <circle cx="20" cy="20" r="20" fill={`hsl(${hue} 70% 72%)`} />
      <circle cx="20" cy="16" r="7" fill={`hsl(${hue} 45% 96%)`} />
      <path d="M7 35c2.5-7 7.5-10 13-10s10.5 3 13 10a20 20 0 0 1-26 0z" fill={`hsl(${hue} 45% 96%)`} />
    </svg>
  );
}

export function PhoneFrame({ children, label, style }: { children: ReactNode; label: string; style?: CSSProperties }) {
  return (
    <div className="sa-phone" role="img" aria-label={label} style={style}>
      <div className="sa-screen">
        <span className="sa-notch" />
        {children}
      </div>
    </div>
  );
}

const GIFTS: Array<{ d: string; fill: string; price: number }> = [
  {
    d: 'M12 21s-7-4.5-9.3-9C1 8.6 3 5 6.5 5c2 0 3.5 1.2 5.5 3.3C14 6.2 15.5 5 17.5 5 21 5 23 8.6 21.3 12 19 16.5 12 21 12 21z',
    fill: '#ff4d7d',
    price: 1,
  },
  { d: 'M3 8l4.5 3.5L12 4l4.5 7.5L21 8l-2 11H5z', fill: '#ffc53d', price: 99 },
  { d: 'M6 4h12l4 5-10 12L2 9z', fill: '#40c4ff', price: 520 },
  { d: 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z', fill: '#ffb300', price: 66 },
  {
    d: 'M12 3c3 0 5 2.5 5 5.5 0 3.5-3 5.5-5 5.5s-5-2-5-5.5C7 5.5 9 3 12 3zM11 14h2v8h-2zM13 18c2-2 4-2 5-1-1 2-3 2.5-5 1z',
    fill: '#ff5252',
    price: 9,
  },
  { d: 'M3 10h18v4H3zM4.5 14h15v7h-15zM11 10h2v11h-2zM12 10c-2-4-7-5-7-2s5 2 7 2c2 0 7 1 7-2s-5-2-7 2z', fill: '#b388ff', price: 188 },
];

function GiftIcon({ index, size = 30 }: { index: number; size?: number }) {
  const g = GIFTS[index % GIFTS.length] ?? GIFTS[0];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={g?.d} fill={g?.fill} />
    </svg>
  );
}

function Coin() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <circle cx="5" cy="5" r="5" fill="#ffc53d" />
      <circle cx="5" cy="5" r="3" fill="none" stroke="#e09b00" strokeWidth="1" />
    </svg>
  );
}

/** A voice party room: host seat, eight mic seats, chat and the gift button. */
export function RoomScreen() {
  const { t } = useTranslation('site');
  return (
    <div className="sa-room">
      <div className="sa-top">
        <span className="sa-room-name">{t('shots.roomName')}</span>
        <span className="sa-live">LIVE</span>
      </div>
      <div className="sa-host">
        <span className="sa-ring">
          <Avatar hue={330} size={56} />
        </span>
        <span className="sa-cap">{t('shots.host')}</span>
      </div>
      <div className="sa-seats">
        {[200, 20, 160, -1, 280, 45, -1, 120].map((hue, i) =>
          hue < 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed artwork
            <span key={i} className="sa-seat-empty">
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zm-6 9h2a4 4 0 0 0 8 0h2a6 6 0 0 1-5 5.9V21h-2v-3.1A6 6 0 0 1 6 12z"
                  fill="currentColor"
                />
              </svg>
            </span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed artwork
            <Avatar key={i} hue={hue} size={34} />
          ),
        )}
      </div>
      <div className="sa-banner">
        <GiftIcon index={1} size={18} />
        <span>{t('shots.banner')}</span>
      </div>
      <div className="sa-chat">
        <p>
          <b>Mika</b>
          {` ${t('shots.chat1')}`}
        </p>
        <p>
          <b>Ren</b>
          {` ${t('shots.chat2')}`}
        </p>
        <p className="sa-gift-line">
          <b>Yu</b> → <GiftIcon index={1} size={14} /> ×3
        </p>
      </div>
      <div className="sa-bar">
        <span className="sa-input">{t('shots.say')}</span>
        <span className="sa-gift-btn">
          <GiftIcon index={5} size={20} />
        </span>
      </div>
    </div>
  );
}

/** A one-to-one video call with a verified host. */
export function VideoScreen() {
  const { t } = useTranslation('site');
  return (
    <div className="sa-video">
      <svg className="sa-video-person" width="200" height="300" viewBox="0 0 200 300" aria-hidden="true">
        <defs>
          <linearGradient id="sa-skin" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe3d3" />
            <stop offset="1" stopColor="#f7c6ae" />
          </linearGradient>
        </defs>
        <path d="M45 110c0-50 25-80 55-80s55 30 55 80c0 40-10 70-10 90H55c0-20-10-50-10-90z" fill="#3a2a3f" />
        <rect x="86" y="150" width="28" height="64" rx="10" fill="#f2b89d" />
        <path d="M18 300c6-58 40-92 82-92s76 34 82 92z" style={{ fill: 'var(--s-accent)' }} />
        <ellipse cx="100" cy="118" rx="38" ry="46" fill="url(#sa-skin)" />
        <path d="M62 108c8-30 25-42 38-42s30 12 38 42c-14-10-30-20-38-30-8 10-24 20-38 30z" fill="#3a2a3f" />
        <path d="M88 140q12 9 24 0" stroke="#d36b6b" strokeWidth="4" fill="none" strokeLinecap="round" />
        <circle cx="85" cy="118" r="4" fill="#3a2a3f" />
        <circle cx="115" cy="118" r="4" fill="#3a2a3f" />
      </svg>
      <div className="sa-top">
        <span className="sa-name-chip">
          <Avatar hue={330} size={22} />
          Aoi
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="#1e88e5" />
            <path d="m7 12 3.5 3.5L17 9" stroke="#fff" strokeWidth="2.5" fill="none" />
          </svg>
        </span>
        <span className="sa-timer">05:32</span>
      </div>
      <span className="sa-pip">
        <Avatar hue={210} size={40} />
      </span>
      <div className="sa-call">
        <span className="sa-call-btn">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zm-6 9h2a4 4 0 0 0 8 0h2a6 6 0 0 1-5 5.9V21h-2v-3.1A6 6 0 0 1 6 12z"
              fill="#fff"
            />
          </svg>
        </span>
        <span className="sa-call-btn sa-hang">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 14c5-5 13-5 18 0l-2.5 2.5-3-2v-2.5a11 11 0 0 0-7 0V14.5l-3 2z" fill="#fff" />
          </svg>
        </span>
        <span className="sa-call-btn">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 7h12v10H3zM15 10.5 21 7v10l-6-3.5z" fill="#fff" />
          </svg>
        </span>
      </div>
      <span className="sa-caption-chip">{t('shots.verified')}</span>
    </div>
  );
}

/** The gift panel over a room. */
export function GiftScreen() {
  const { t } = useTranslation('site');
  return (
    <div className="sa-gifts">
      <div className="sa-gifts-stage">
        <Avatar hue={20} size={72} />
        <span className="sa-burst">
          <GiftIcon index={1} size={44} />
        </span>
        <span className="sa-combo">×99</span>
      </div>
      <div className="sa-sheet">
        <div className="sa-sheet-head">
          <span>{t('shots.gifts')}</span>
          <span className="sa-balance">
            <Coin /> 2,480
          </span>
        </div>
        <div className="sa-grid">
          {GIFTS.map((g, i) => (
            <span key={g.d} className={i === 1 ? 'sa-cell sa-picked' : 'sa-cell'}>
              <GiftIcon index={i} />
              <small>
                <Coin />
                {` ${g.price}`}
              </small>
            </span>
          ))}
        </div>
        <span className="sa-send">{t('shots.send')}</span>
      </div>
    </div>
  );
}

export type FeatureIconName = 'chat' | 'rooms' | 'gifts' | 'safety' | 'verify';

const ICONS: Record<FeatureIconName, string> = {
  chat: 'M4 5h11a2 2 0 0 1 2 2v1.5l4-2.5v10l-4-2.5V15a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  rooms:
    'M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM1.5 20c0-4 3-6.5 6.5-6.5s6.5 2.5 6.5 6.5zm14 0c0-2.2-.7-4-2-5.4a5.6 5.6 0 0 1 2.5-.6c3 0 6 2 6 6z',
  gifts: 'M3 9h18v4H3zM4.5 13h15v8h-15zM11 9h2v12h-2zM12 9c-2-4.5-7.5-5.5-7.5-2.2S10 9 12 9c2 0 7.5.1 7.5-2.2S14 4.5 12 9z',
  safety: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zm-1.2 14.2L7 12.4l1.4-1.4 2.4 2.4 4.8-4.8L17 10z',
  verify:
    'M12 1.5l2.6 1.9 3.2-.1 1 3 2.6 1.9-1 3 1 3-2.6 1.9-1 3-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3L2.6 15.8l1-3-1-3 2.6-1.9 1-3 3.2.1zm-1.3 14.3 6-6-1.4-1.4-4.6 4.6-2.3-2.3-1.4 1.4z',
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** The brand's mark: its initial on the brand gradient. */
export function BrandMark({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" className="sa-mark">
      <defs>
        <linearGradient id="sa-mark-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--s-primary)' }} />
          <stop offset="1" style={{ stopColor: 'var(--s-accent)' }} />
        </linearGradient>
      </defs>
      <rect width="36" height="36" rx="10" fill="url(#sa-mark-g)" />
      <text x="18" y="25" textAnchor="middle" fontSize="20" fontWeight="800" fill="#fff" fontFamily="inherit">
        {name.charAt(0)}
      </text>
      <circle cx="28" cy="9" r="3" fill="#fff" opacity="0.85" />
    </svg>
  );
}
