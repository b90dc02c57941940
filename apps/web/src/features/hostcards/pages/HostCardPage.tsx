import '../hostcards.css';
import { BRANDS, type BrandId, hostCardPath, isReferralCode, type THostCard, type THostCardMine } from '@app/shared';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../app/NotFound';
import { DownloadButtons } from '../../../components/DownloadButtons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAppName } from '../../../lib/app-name';
import { getUserToken } from '../../../lib/session';
import { useGallery, useHostCard, useMyCard } from '../api';
import { CardEditor } from '../components/CardEditor';
import { CardView, type FollowSlot } from '../components/CardView';

/** What the routes hand in (app/routes/HostCardPage.tsx): the follow button and the referral visit, from their features. */
export interface HostCardSlots {
  Follow: FollowSlot;
  /** records the card's code as this browser's referral (features/referral) */
  Visit: ComponentType<{ code: string; brand: BrandId }>;
  channel: () => string | null;
}

function registerHref(brand: BrandId) {
  return `/h5/login?mode=register&app_name=${encodeURIComponent(brand)}`;
}

/** The sticky bar: follow (signed in) or sign up, and the app. */
function ActionBar({ card, brand, slots }: { card: THostCard; brand: BrandId; slots: HostCardSlots }) {
  const { t } = useTranslation('hostcard');
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(getUserToken());
  const Follow = slots.Follow;
  return (
    <>
      <div className="hc-bar" data-testid="hostcard-bar">
        {signedIn ? (
          <span className="hc-bar-follow">
            <Follow profile={card.host} signedIn />
          </span>
        ) : (
          <Link className="hc-btn hc-btn-ghost" to={registerHref(brand)} data-testid="hostcard-signup">
            {t('signUpToFollow')}
          </Link>
        )}
        <button type="button" className="hc-btn hc-btn-primary" onClick={() => setOpen(true)} data-testid="hostcard-open-app">
          {t('openApp', { app: BRANDS[brand].displayName })}
        </button>
      </div>
      {open ? (
        <Sheet onClose={() => setOpen(false)} closeLabel={t('close')} className="hc-sheet ui-light" testId="hostcard-app-sheet">
          <h2 className="hc-sheet-title">{t('getApp', { name: card.host.nickname, app: BRANDS[brand].displayName })}</h2>
          <p className="hc-sheet-body">{t('getAppBody')}</p>
          <DownloadButtons brand={brand} channel={slots.channel()} />
        </Sheet>
      ) : null}
    </>
  );
}

function Shell({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div className="hc-page ui-scope" data-testid={testId}>
      {children}
    </div>
  );
}

function CardSkeleton() {
  return (
    <div className="hc-card" aria-busy="true">
      <Skeleton className="hc-skeleton-photo" />
      <div className="hc-body">
        <Skeleton className="hc-skeleton-line" />
        <Skeleton className="hc-skeleton-line short" />
      </div>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('hostcard');
  return (
    <EmptyState className="hc-empty" testId="hostcard-error">
      <p>{t('loadFailed')}</p>
      <button type="button" className="hc-btn hc-btn-ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </EmptyState>
  );
}

/** A card opened from a share link: the visit is recorded as her referral; hidden cards say so neutrally. */
function SharedCard({ code, slots }: { code: string; slots: HostCardSlots }) {
  const { t } = useTranslation('hostcard');
  const brand = useAppName();
  const q = useHostCard(code, brand);
  const Visit = slots.Visit;
  return (
    <Shell testId="hostcard-page">
      <Visit code={code} brand={brand} />
      {q.isPending ? (
        <CardSkeleton />
      ) : q.isError ? (
        <LoadFailed onRetry={q.refetch} />
      ) : q.data?.kind === 'missing' ? (
        <NotFound />
      ) : q.data?.kind === 'unavailable' ? (
        <EmptyState className="hc-empty" testId="hostcard-unavailable">
          <span className="hc-empty-icon" aria-hidden="true">
            ♡
          </span>
          <h1 className="hc-empty-title">{t('unavailableTitle')}</h1>
          <p>{t('unavailableBody')}</p>
          <Link className="hc-btn hc-btn-primary" to={brand === 'wakoo' ? '/h5/girls' : '/girls'}>
            {t('seeOthers')}
          </Link>
        </EmptyState>
      ) : q.data?.kind === 'card' ? (
        <>
          <CardView card={q.data.card} />
          <ActionBar card={q.data.card} brand={brand} slots={slots} />
        </>
      ) : null}
    </Shell>
  );
}

/** The brand's cards, two to a row. */
function Gallery({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('hostcard');
  const q = useGallery(brand, true);
  return (
    <section className="hc-gallery" aria-labelledby="hc-gallery-title">
      <header className="hc-gallery-head">
        <p className="hc-brand">{BRANDS[brand].displayName}</p>
        <h1 id="hc-gallery-title" className="hc-gallery-title">
          {t('galleryTitle')}
        </h1>
        <p className="hc-gallery-sub">{t('gallerySub')}</p>
      </header>
      {q.isPending ? (
        <ul className="hc-grid">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} as="li" className="hc-tile-skeleton" />
          ))}
        </ul>
      ) : q.isError ? (
        <LoadFailed onRetry={q.refetch} />
      ) : q.data && q.data.items.length > 0 ? (
        <ul className="hc-grid" data-testid="hostcard-gallery">
          {q.data.items.map((c) => (
            <li key={c.code}>
              <Link className="hc-tile" to={hostCardPath(brand, c.code)} data-testid="hostcard-tile">
                <img src={c.photos[0]?.url} alt="" loading="lazy" decoding="async" />
                <span className="hc-tile-info">
                  <strong>
                    {c.presence === 'online' ? <i className="hc-tile-dot" title={t('presence.online')} /> : null}
                    {c.host.nickname}
                  </strong>
                  <small>{c.tags[0] ? t(`tags.${c.tags[0]}`) : t('charmLevel', { level: c.charm_level })}</small>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="hc-empty" testId="hostcard-gallery-empty">
          <p>{t('galleryEmpty')}</p>
        </EmptyState>
      )}
    </section>
  );
}

/** `/girls` without a code: a host sees her own card (and edits it); everyone else the gallery. */
function Home({ slots }: { slots: HostCardSlots }) {
  const { t } = useTranslation('hostcard');
  const brand = useAppName();
  const mine = useMyCard();
  const [editing, setEditing] = useState(false);
  const signedIn = Boolean(getUserToken());
  if (signedIn && mine.isPending)
    return (
      <Shell testId="hostcard-home">
        <CardSkeleton />
      </Shell>
    );
  const m: THostCardMine | undefined = mine.data;
  if (!m?.is_host)
    return (
      <Shell testId="hostcard-home">
        <Gallery brand={brand} />
        <div className="hc-gallery-cta">
          <DownloadButtons brand={brand} channel={slots.channel()} compact />
        </div>
      </Shell>
    );
  const done = (next: THostCardMine) => {
    mine.setData(() => next);
    setEditing(false);
  };
  const showEditor = editing || !m.card;
  return (
    <Shell testId="hostcard-home">
      <header className="hc-own-head">
        <h1 className="hc-own-title">{showEditor ? t('edit.title') : t('myCard')}</h1>
        {!showEditor ? (
          <button type="button" className="hc-btn hc-btn-small" onClick={() => setEditing(true)} data-testid="hostcard-edit">
            {t('edit.open')}
          </button>
        ) : null}
      </header>
      {m.block ? (
        <p className={`hc-notice is-${m.block}`} role="status" data-testid="hostcard-block">
          {t(`block.${m.block}`)}
        </p>
      ) : null}
      {showEditor ? (
        <CardEditor mine={m} onSaved={done} {...(m.card && { onCancel: () => setEditing(false) })} />
      ) : m.card ? (
        <CardView card={m.card}>
          <p className="hc-share" data-testid="hostcard-share">
            {t('shareHint')} <code>{`${location.origin}${hostCardPath(brand, m.card.code)}`}</code>
          </p>
        </CardView>
      ) : null}
    </Shell>
  );
}

/**
 * Host cards (`/girls/:code?`, wakoo `/h5/girls?code=`): a host's shareable profile card (her
 * invite code records the visit as her referral), her own card and editor, or the brand's gallery.
 */
export function HostCardPage(slots: HostCardSlots) {
  const params = useParams();
  const [search] = useSearchParams();
  const code = params.code ?? search.get('code');
  if (!code) return <Home slots={slots} />;
  if (!isReferralCode(code)) return <NotFound />;
  return <SharedCard key={code} code={code} slots={slots} />;
}
