import '../../../components/ui/page.css';
import '../hosts.css';
import '../programs.css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { cx } from '../../../components/ui/cx';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StateCard } from '../../../components/ui/StateCard';
import { isSignedOut } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { getUserToken } from '../../../lib/session';
import { HostIcon, type HostIconName } from '../components/HostIcon';
import { isHostOnly, progressPercent } from '../lib';

/**
 * The frame of a host's programme pages (rating, room tasks, pendant, incentive; one page module
 * per route so each route carries only its own view): words, the bar, a titled card, the rules,
 * and the page's states around its view.
 */
export const NS = 'hostprog';

export function useFmt() {
  const { t, i18n } = useTranslation(NS);
  return { t, lang: i18n.language, n: (v: number) => formatNumber(v, i18n.language) };
}

export function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <span
      className="hosts-kind-bar hp-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
    >
      <span style={{ width: `${progressPercent(value, max)}%` }} />
    </span>
  );
}

export function Section({
  icon,
  title,
  testId,
  children,
  when,
}: {
  icon: HostIconName;
  title: string;
  testId: string;
  children: ReactNode;
  when?: string;
}) {
  return (
    <Card
      className="hosts-card"
      titleAs="h2"
      testId={testId}
      title={
        <>
          <span className="hosts-card-icon">
            <HostIcon name={icon} size={15} />
          </span>
          {title}
          {when ? <span className="hosts-card-when">{when}</span> : null}
        </>
      }
    >
      {children}
    </Card>
  );
}

export function Rules({ keys, values }: { keys: readonly string[]; values?: Record<string, string | number> }) {
  const { t } = useFmt();
  return (
    <Card className="hosts-card hosts-rules" titleAs="h2" title={t('rules')} testId="hp-rules">
      <RulesBlock items={keys.map((key) => ({ key, text: t(key, values) }))} />
    </Card>
  );
}

/** The page around a view: the bar, then the signed-out, not-a-host, error or loading state, or the view. */
export function ProgramScreen<T>({ view, query: q, render }: { view: string; query: UseQueryResult<T>; render: (data: T) => ReactNode }) {
  const { t, ready } = useTranslation(NS);
  const token = getUserToken();
  const state = isSignedOut(q.error, token)
    ? 'signed-out'
    : isHostOnly(q.error)
      ? 'not-host'
      : q.isError && !q.data
        ? 'error'
        : q.data
          ? 'ready'
          : 'loading';
  if (!ready)
    return <div className="hosts-page ui-light ui-light-page" data-testid="host-programs" data-state="loading" aria-busy="true" />;
  const data = q.data;
  return (
    <div
      className={cx('hosts-page ui-light ui-light-page ui-scope hp-page', `hp-view-${view}`)}
      data-testid="host-programs"
      data-view={view}
      data-state={state}
    >
      <PageBar title={t(`title.${view}`)} />
      <main className="ui-page-column">
        {state === 'signed-out' || state === 'not-host' || state === 'error' ? (
          <StateCard
            state={state}
            fetching={q.isFetching}
            onRetry={() => void q.refetch()}
            text={{
              signedOut: t('signedOut'),
              signIn: t('state.signIn'),
              notAllowedTitle: t('state.notHostTitle'),
              notAllowedBody: t('notHost'),
              notAllowedHint: t('state.notHostHint'),
              errorTitle: t('error'),
              errorBody: t('state.errorBody'),
              retry: t('state.retry'),
            }}
          />
        ) : state === 'loading' || data === undefined ? (
          <div className="hosts-skeletons" aria-busy="true">
            <Skeleton className="hosts-skeleton-checkin" />
            <Skeleton card className="hosts-skeleton-list" />
          </div>
        ) : (
          render(data)
        )}
      </main>
    </div>
  );
}
