import './gift-effect.css';
import type { TPublicProfile } from '@app/shared';
import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { GiftIcon } from '../../../components/GiftIcon';
import { CountUp } from '../../../components/ui/CountUp';
import { formatNumber } from '../../../lib/format';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

export interface GiftBurst {
  /** a new value per send: the effect restarts */
  id: number;
  gift: { code: string; name: string };
  count: number;
  receiver: TPublicProfile;
  /** the same gift to the same person again within the combo window: 2, 3, … */
  combo: number;
}

/** how long the effect stays (reduced motion: a short, still banner) */
const SHOW_MS = 2600;
const SHOW_REDUCED_MS = 1500;
/** gift copies flying out at most (a 1314 gift does not draw 1314) */
const PARTICLES_MAX = 16;

/** Particles on a golden-angle spiral: spread evenly, the same every time (no randomness to test). */
function particles(count: number) {
  const n = Math.min(PARTICLES_MAX, Math.max(6, Math.round(Math.log2(count + 1) * 4)));
  return Array.from({ length: n }, (_, i) => {
    const angle = (i * 137.508 * Math.PI) / 180;
    const dist = 110 + ((i * 53) % 90);
    return {
      key: i,
      style: {
        '--dx': `${Math.round(Math.cos(angle) * dist)}px`,
        '--dy': `${Math.round(Math.sin(angle) * dist * 0.9)}px`,
        '--delay': `${(i % 5) * 60}ms`,
        '--spin': `${(i % 2 ? 1 : -1) * (90 + i * 17)}deg`,
      } as CSSProperties,
    };
  });
}

/**
 * The gift celebration over the page after a send: the gift grows in with a glow, copies of it
 * burst out, a banner names the receiver with a count that rolls up, and a combo badge when the
 * same gift goes to the same person again. Loaded on the first send only (its own chunk), it never
 * blocks a tap (pointer-events: none) and announces the send to screen readers.
 */
export default function GiftEffect({ burst, onDone }: { burst: GiftBurst; onDone: () => void }) {
  const { t, i18n } = useTranslation('ranking');
  const reduced = useReducedMotion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new burst restarts the timer
  useEffect(() => {
    const timer = window.setTimeout(onDone, reduced ? SHOW_REDUCED_MS : SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [burst.id, reduced, onDone]);
  const fmt = (n: number) => formatNumber(n, i18n.language);
  return (
    <div className={`gfx${reduced ? ' gfx-still' : ''}`} key={burst.id} data-testid="gift-effect" data-combo={burst.combo}>
      <div className="gfx-glow" aria-hidden="true" />
      {reduced
        ? null
        : particles(burst.count).map((p) => (
            <span key={p.key} className="gfx-particle" style={p.style} aria-hidden="true">
              <GiftIcon code={burst.gift.code} size={30} />
            </span>
          ))}
      <div className="gfx-art" aria-hidden="true">
        <GiftIcon code={burst.gift.code} size={132} />
      </div>
      <div className="gfx-banner" role="status">
        <Avatar profile={burst.receiver} size={34} />
        <span className="gfx-banner-text">
          <span className="gfx-banner-name">{burst.receiver.nickname}</span>
          <span className="gfx-banner-gift">{t('effect.received', { gift: burst.gift.name })}</span>
        </span>
        <span className="gfx-count" data-testid="gift-effect-count">
          ×<CountUp value={burst.count} format={fmt} />
        </span>
      </div>
      {burst.combo > 1 ? (
        <div className="gfx-combo" key={`c${burst.combo}`} data-testid="gift-effect-combo">
          {t('effect.combo', { n: burst.combo })}
        </div>
      ) : null}
    </div>
  );
}
