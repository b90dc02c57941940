import { type TWithdrawal, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadMore } from '../../../components/ui/LoadMore';
import { PullToRefresh } from '../../../components/ui/PullToRefresh';
import { Skeleton } from '../../../components/ui/Skeleton';
import { refreshWithdrawals, useWithdrawals } from '../api';
import { type StepProps, WithdrawalList, WithdrawalSheet } from '../components';

const FILTERS = ['all', ...WITHDRAWAL_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

/** Her requests, newest first: a status filter, cursor pages (the next one loads near the end), a detail sheet. */
export function RecordStep({ o }: StepProps) {
  const { t } = useTranslation('withdraw');
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<TWithdrawal | null>(null);
  const status = filter === 'all' ? null : (filter as WithdrawalStatus);
  const q = useWithdrawals(status);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;

  return (
    <>
      <PullToRefresh className="wd-stack" onRefresh={() => refreshWithdrawals(status)} testId="wd-pull">
        <ChipGroup
          className="wd-filter"
          label={t('record.filter')}
          options={FILTERS}
          value={filter}
          onChange={setFilter}
          testId={(f) => `wd-filter-${f}`}
        >
          {(f) => (f === 'all' ? t('record.all') : t(`status.${f}`))}
        </ChipGroup>
        <section className="ui-card wd-card" data-testid="wd-record-list" data-state={q.isError ? 'error' : q.data ? 'ready' : 'loading'}>
          {q.isError && !q.data ? (
            <div className="wd-center">
              <p className="wd-muted">{t('record.error')}</p>
              <button type="button" className="ui-btn ui-btn-ghost" onClick={() => void q.refetch()} disabled={q.isFetching}>
                {t('action.retry')}
              </button>
            </div>
          ) : !q.data ? (
            <div className="wd-skeleton-rows" aria-busy="true">
              <Skeleton className="wd-skeleton-row" />
              <Skeleton className="wd-skeleton-row" />
              <Skeleton className="wd-skeleton-row" />
            </div>
          ) : items.length ? (
            <>
              <WithdrawalList items={items} onOpen={setOpen} testId="wd-records" />
              {/* the next page loads as the end of the list comes into view; the button stays for a tap */}
              <LoadMore
                hasMore={Boolean(hasNextPage)}
                loading={isFetchingNextPage}
                onMore={() => void fetchNextPage()}
                label={t('record.more')}
                end={t('record.end')}
                testId="wd-more"
              />
            </>
          ) : (
            <EmptyState testId="wd-records-empty">{t(filter === 'all' ? 'record.none' : 'record.noneOf')}</EmptyState>
          )}
        </section>
      </PullToRefresh>
      {open ? <WithdrawalSheet w={open} dueDays={o.rules.due_business_days} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
