import '../money.css';
import type { TOrder, TTransaction } from '@app/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { List, ListRow } from '../../../components/ui/ListRow';
import { LoadMore } from '../../../components/ui/LoadMore';
import { PullToRefresh } from '../../../components/ui/PullToRefresh';
import { Tabs } from '../../../components/ui/Tabs';
import { isSignedOut } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { QueryProvider, queryClient } from '../../../lib/query';
import { refreshFirstPage } from '../../../lib/refresh-first-page';
import { useOrdersInfiniteQuery } from '../api/orders';
import { useTransactionsInfiniteQuery } from '../api/transactions';
import { CurrencyIcon } from '../components/CurrencyIcon';
import { flavourOf, useAppName } from '../components/hooks';
import { LoginPrompt } from '../components/LoginPrompt';
import { MoneyPage, MoneyReady, Spinner } from '../components/MoneyPage';
import { StatusChip } from '../components/StatusChip';
import { formatDateTime, formatPrice, formatSigned } from '../format';

type Tab = 'orders' | 'transactions';

/** Ledger kinds with their own label; anything else shows the generic "other". */
const KNOWN_KINDS = [
  'recharge',
  'membership',
  'gift',
  'gifts',
  'spend',
  'admin_adjust',
  'refund',
  'reward',
  'rank_reward',
  'withdraw',
  'trader_transfer',
  'trader_purchase',
] as const;
/** what the games write (racing fuel and payouts, tickets, draws and prizes): one "game" label */
const GAME_KIND = /^(racing|draws)\./;
const ASSETS_WITH_ICON = { gold_coin: 'gold', diamond: 'diamond' } as const;

function OrderRow({ order, locale }: { order: TOrder; locale: string }) {
  const { t } = useTranslation('money');
  const flavour = order.asset === 'diamond' ? 'diamond' : 'gold';
  const title =
    order.kind === 'membership'
      ? t(`member.tier.${order.tier ?? 'weekly'}`)
      : `${formatNumber(order.amount, locale)} ${t(`currency.${flavour}`)}`;
  return (
    <ListRow
      testId="order-row"
      data-order-id={order.order_id}
      lead={
        <span className={order.kind === 'membership' ? 'money-row-icon money-row-icon-vip' : 'money-row-icon'} aria-hidden="true">
          {order.kind === 'membership' ? 'VIP' : <CurrencyIcon flavour={flavour} size={22} />}
        </span>
      }
      title={title}
      subs={[
        <span key="when">
          {formatDateTime(order.created_at, locale)} · {t(`method.${order.method}`)}
        </span>,
        order.refunded_at ? (
          <span key="refunded" data-testid="order-refunded-at">
            {t('records.refundedAt', { time: formatDateTime(order.refunded_at, locale) })}
          </span>
        ) : null,
      ]}
      side={
        <>
          <span className="money-row-price">{formatPrice(order.price_minor, order.currency, locale)}</span>
          <StatusChip status={order.status} />
        </>
      }
    />
  );
}

/** One page-by-page list of records: loading, error, empty, the rows and "more". */
function RecordsList<T>({
  query,
  emptyKey,
  testId,
  row,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  emptyKey: string;
  testId: string;
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('money');
  if (query.isPending) return <Spinner />;
  if (query.isError) return <EmptyState>{t('records.error')}</EmptyState>;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState>{t(emptyKey)}</EmptyState>;
  return (
    <>
      <List className="money-list" testId={testId}>
        {items.map(row)}
      </List>
      <LoadMore
        hasMore={Boolean(query.hasNextPage)}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        label={t('records.more')}
        loadingLabel={t('records.loading')}
        end={t('records.end')}
        testId="load-more"
      />
    </>
  );
}

function OrdersList({ locale }: { locale: string }) {
  return (
    <RecordsList
      query={useOrdersInfiniteQuery()}
      emptyKey="records.emptyOrders"
      testId="orders-list"
      row={(o) => <OrderRow key={o.order_id} order={o} locale={locale} />}
    />
  );
}

function TransactionRow({ tx, locale }: { tx: TTransaction; locale: string }) {
  const { t } = useTranslation('money');
  const kind = (KNOWN_KINDS as readonly string[]).includes(tx.kind) ? tx.kind : GAME_KIND.test(tx.kind) ? 'game' : 'other';
  const flavour = ASSETS_WITH_ICON[tx.asset as keyof typeof ASSETS_WITH_ICON];
  return (
    <ListRow
      testId="tx-row"
      data-kind={tx.kind}
      lead={
        <span className="money-row-icon" aria-hidden="true">
          {flavour ? <CurrencyIcon flavour={flavour} size={22} /> : t(`asset.${tx.asset}`).slice(0, 1)}
        </span>
      }
      title={t(`kind.${kind}`)}
      subs={[
        <span key="when">
          {formatDateTime(tx.created_at, locale)}
          {tx.memo ? ` · ${tx.memo}` : ''}
        </span>,
      ]}
      side={
        <>
          <span className={tx.amount >= 0 ? 'money-row-amount money-in' : 'money-row-amount money-out'}>
            {formatSigned(tx.amount, locale)}
          </span>
          <span className="ui-row-sub">{t(`asset.${tx.asset}`)}</span>
        </>
      }
    />
  );
}

function TransactionsList({ locale }: { locale: string }) {
  return (
    <RecordsList
      query={useTransactionsInfiniteQuery(true)}
      emptyKey="records.emptyTransactions"
      testId="tx-list"
      row={(tx) => <TransactionRow key={tx.id} tx={tx} locale={locale} />}
    />
  );
}

function ChargeRecords() {
  const { t, i18n } = useTranslation('money');
  const appName = useAppName();
  const [tab, setTab] = useState<Tab>('orders');
  // probe the session once through the first list; a 2001 answer shows the login prompt
  const orders = useOrdersInfiniteQuery();
  if (isSignedOut(orders.error)) {
    return (
      <MoneyPage testId="records-page">
        <LoginPrompt appName={appName} />
      </MoneyPage>
    );
  }
  return (
    <MoneyPage testId="records-page">
      <Tabs
        items={(['orders', 'transactions'] as const).map((k) => ({ value: k, label: t(`records.tab.${k}`), testId: `tab-${k}` }))}
        value={tab}
        onChange={setTab}
      />
      <div className="money-hint-row">
        <CurrencyIcon flavour={flavourOf(appName)} size={16} />
        <span>{t(tab === 'orders' ? 'records.ordersHint' : 'records.transactionsHint')}</span>
      </div>
      {/* a pull asks the open tab's first page again */}
      <PullToRefresh onRefresh={() => refreshFirstPage(queryClient, [tab])} testId="records-pull">
        {tab === 'orders' ? <OrdersList locale={i18n.language} /> : <TransactionsList locale={i18n.language} />}
      </PullToRefresh>
    </MoneyPage>
  );
}

export default function ChargeRecordsPage() {
  return (
    <QueryProvider>
      <MoneyReady>
        <ChargeRecords />
      </MoneyReady>
    </QueryProvider>
  );
}
