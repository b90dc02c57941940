import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBar } from '../../../components/PageBar';

/** Money pages go back in the web view's history (a checkout is often opened from another page). */
const back = () => window.history.back();

/** The money pages' frame: a top bar (back, route title, an optional action) and the body. */
export function MoneyPage({
  action,
  titleKey,
  wide = false,
  children,
  testId,
}: {
  action?: ReactNode;
  /** a `routes` key to show instead of the route's own title (the PC variants use the plain one) */
  titleKey?: string;
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('routes');
  return (
    <div className={wide ? 'money-page money-page-wide' : 'money-page'} data-testid={testId}>
      <PageBar title={titleKey ? t(titleKey) : undefined} action={action} onBack={back} />
      <main className="money-body">{children}</main>
    </div>
  );
}

/** Waits for the `money` namespace (fetched on first use) before rendering the page. */
export function MoneyReady({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('money');
  if (!ready) {
    return (
      <div className="app-boot" aria-busy="true">
        <div className="app-spinner" />
      </div>
    );
  }
  return <>{children}</>;
}

export function Spinner({ label }: { label?: string }) {
  return (
    <div className="money-loading" aria-busy="true">
      <div className="app-spinner" />
      {label ? <p className="money-muted">{label}</p> : null}
    </div>
  );
}
