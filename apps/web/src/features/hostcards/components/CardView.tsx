import type { THostCard, TPublicProfile } from '@app/shared';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FollowSlot = ComponentType<{ profile: TPublicProfile; signedIn: boolean }>;

/** The photos, swiped sideways (scroll snap), with a dot per photo. */
export function PhotoCarousel({ photos, name }: { photos: THostCard['photos']; name: string }) {
  const { t } = useTranslation('hostcard');
  const [at, setAt] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setAt(Math.round(el.scrollLeft / el.clientWidth));
  };
  const go = (i: number) => track.current?.scrollTo({ left: i * track.current.clientWidth, behavior: 'smooth' });
  return (
    <div className="hc-carousel">
      <div className="hc-track" ref={track} onScroll={onScroll} data-testid="hostcard-photos">
        {photos.map((p, i) => (
          <img
            key={p.key}
            className="hc-photo"
            src={p.url}
            alt={t('photoAlt', { name, n: i + 1 })}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </div>
      {photos.length > 1 ? (
        <div className="hc-dots">
          {photos.map((p, i) => (
            <button
              key={p.key}
              type="button"
              className={`hc-dot${i === at ? ' is-on' : ''}`}
              aria-label={t('photoN', { n: i + 1 })}
              aria-current={i === at}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Bar heights of a waveform drawn from the file's key (the same voice always draws the same). */
function bars(seed: string, n: number): number[] {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return Array.from({ length: n }, (_, i) => {
    h = (h * 1103515245 + 12345) >>> 0;
    const wave = Math.sin((i / n) * Math.PI);
    return 0.25 + 0.75 * wave * (0.45 + ((h >>> 8) % 100) / 180);
  });
}

const mmss = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The voice intro: play/pause, a waveform that fills as it plays, the time left. */
export function VoicePlayer({ voice }: { voice: NonNullable<THostCard['voice']> }) {
  const { t } = useTranslation('hostcard');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const heights = bars(voice.key, 28);
  useEffect(() => {
    const a = audio.current;
    return () => a?.pause();
  }, []);
  const toggle = () => {
    const a = audio.current;
    if (!a) return;
    if (a.paused) void a.play().catch(() => setPlaying(false));
    else a.pause();
  };
  return (
    <div className="hc-voice" data-testid="hostcard-voice" data-playing={playing}>
      <button type="button" className="hc-voice-btn" onClick={toggle} aria-label={playing ? t('pause') : t('play')}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          {playing ? <path fill="currentColor" d="M7 5h4v14H7zm6 0h4v14h-4z" /> : <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />}
        </svg>
      </button>
      <div className="hc-wave" aria-hidden="true">
        {heights.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed bars
          <span key={i} className={i / heights.length < progress ? 'is-played' : ''} style={{ height: `${Math.round(h * 100)}%` }} />
        ))}
      </div>
      <span className="hc-voice-time">{mmss(playing || progress > 0 ? voice.duration_ms * (1 - progress) : voice.duration_ms)}</span>
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken greeting; the card's text says the same */}
      <audio
        ref={audio}
        src={voice.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setProgress(0);
        }}
        onTimeUpdate={(e) => {
          const a = e.currentTarget;
          const total = Number.isFinite(a.duration) && a.duration > 0 ? a.duration : voice.duration_ms / 1000;
          setProgress(Math.min(1, a.currentTime / total));
        }}
      />
    </div>
  );
}

/** The card: photos with her name, level and online dot over them; voice, tags and intro below. */
export function CardView({ card, children }: { card: THostCard; children?: React.ReactNode }) {
  const { t } = useTranslation('hostcard');
  const name = card.host.nickname;
  return (
    <article className="hc-card" data-testid="hostcard" data-code={card.code}>
      <div className="hc-media">
        <PhotoCarousel photos={card.photos} name={name} />
        <div className="hc-overlay">
          <h1 className="hc-name" data-testid="hostcard-name">
            {name}
          </h1>
          <div className="hc-meta">
            <span className={`hc-presence is-${card.presence}`} data-testid="hostcard-presence" data-presence={card.presence}>
              <i aria-hidden="true" />
              {t(`presence.${card.presence}`)}
            </span>
            <span className="hc-level" data-testid="hostcard-level">
              <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.1 1.8-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
                />
              </svg>
              {t('charmLevel', { level: card.charm_level })}
            </span>
          </div>
        </div>
      </div>
      <div className="hc-body">
        {card.voice ? (
          <section className="hc-section">
            <h2 className="hc-h2">{t('voiceIntro')}</h2>
            <VoicePlayer voice={card.voice} />
          </section>
        ) : null}
        {card.tags.length > 0 ? (
          <ul className="hc-tags" aria-label={t('tagsLabel')} data-testid="hostcard-tags">
            {card.tags.map((tag) => (
              <li key={tag} className="hc-tag">
                {t(`tags.${tag}`)}
              </li>
            ))}
          </ul>
        ) : null}
        {card.intro ? (
          <section className="hc-section">
            <h2 className="hc-h2">{t('about')}</h2>
            <p className="hc-intro" data-testid="hostcard-intro">
              {card.intro}
            </p>
          </section>
        ) : null}
        {children}
      </div>
    </article>
  );
}
