import './button.css';
import './notice.css';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { SignInPrompt } from './SignInPrompt';
import { Skeleton } from './Skeleton';

/** A centred card for a page state (not allowed, an error): icon, title, text and an optional action. */
export function NoticeCard({
  icon,
  title,
  body,
  testId,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  testId: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={className ? `ui-notice ${className}` : 'ui-notice'} testId={testId}>
      <span className="ui-notice-icon">{icon}</span>
      <h2 className="ui-notice-title">{title}</h2>
      <p className="ui-notice-body">{body}</p>
      {children}
    </Card>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.9, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const Glyph = ({ children }: { children: ReactNode }) => (
  <svg width={26} height={26} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...stroke}>
    {children}
  </svg>
);
const LOCK = (
  <Glyph>
    <rect x="5" y="10.5" width="14" height="10" rx="3" />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2" />
  </Glyph>
);
const ALERT = (
  <Glyph>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.2v.3" />
  </Glyph>
);

/** The words of a page's states, translated by the feature (`notAllowed*` where the page has that state). */
export interface StateCardText {
  signedOut: string;
  signIn: string;
  notAllowedTitle?: string;
  notAllowedBody?: string;
  notAllowedHint?: string;
  errorTitle: string;
  errorBody: string;
  retry: string;
}

/**
 * A page's states other than its content: signed out, not allowed (`not-host`, e.g. not a host),
 * an error with retry. Null for the others (loading, ready): the page draws those. Its parts' test
 * ids start with `testId` (`host-signin`, `host-error`, `host-retry`, …).
 */
export function StateCard({
  state,
  fetching,
  onRetry,
  text,
  testId = 'host',
}: {
  state: string;
  fetching: boolean;
  onRetry: () => void;
  text: StateCardText;
  testId?: string;
}) {
  if (state === 'signed-out')
    return (
      <SignInPrompt
        text={text.signedOut}
        action={text.signIn}
        className="ui-card ui-notice"
        textClassName="ui-notice-title"
        linkClassName="ui-btn"
        testId={`${testId}-signin`}
        linkTestId={`${testId}-signin-link`}
      />
    );
  if (state === 'not-host' && text.notAllowedTitle)
    return (
      <NoticeCard icon={LOCK} title={text.notAllowedTitle} body={text.notAllowedBody ?? ''} testId={`${testId}-not-host`}>
        {text.notAllowedHint ? <p className="ui-notice-body ui-notice-hint">{text.notAllowedHint}</p> : null}
      </NoticeCard>
    );
  if (state === 'error')
    return (
      <NoticeCard icon={ALERT} title={text.errorTitle} body={text.errorBody} testId={`${testId}-error`}>
        <button type="button" className="ui-btn ui-btn-ghost" disabled={fetching} onClick={onRetry} data-testid={`${testId}-retry`}>
          {text.retry}
        </button>
      </NoticeCard>
    );
  return null;
}

/** A page's loading state: skeleton cards in the page's classes (their sizes), marked busy. */
export function LoadingCards({ cards, className }: { cards: readonly string[]; className?: string }) {
  return (
    <div className={className} aria-busy="true">
      {cards.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
        <Skeleton key={i} card className={c} />
      ))}
    </div>
  );
}
