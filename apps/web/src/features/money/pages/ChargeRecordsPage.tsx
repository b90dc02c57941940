import '../money.css';
import type { TOrder, TTransaction } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/query';
import { useOrdersInfiniteQuery } from '../api/orders';
import { useTransactionsInfiniteQuery } from '../api/transactions';
import { CurrencyIcon } from '../components/CurrencyIcon';
import { flavourOf, isNotLoggedIn, useAppName } from '../components/hooks';
import { LoginPrompt } from '../components/LoginPrompt';
import { MoneyPage, MoneyReady, Spinner } from '../components/MoneyPage';
import { StatusChip } from '../components/StatusChip';
import { formatCount, formatDateTime, formatPrice, formatSigned } from '../format';

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
] as const;
const ASSETS_WITH_ICON = { gold_coin: 'gold', diamond: 'diamond' } as const;

function LoadMore({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation('money');
  if (!hasMore) return <p className="money-list-end">{t('records.end')}</p>;
  return (
    <button type="button" className="money-btn money-btn-ghost money-more" onClick={onMore} disabled={loading} data-testid="load-more">
      {loading ? t('records.loading') : t('records.more')}
    </button>
  );
}

function OrderRow({ order, locale }: { order: TOrder; locale: string }) {
  const { t } = useTranslation('money');
  const flavour = order.asset === 'diamond' ? 'diamond' : 'gold';
  const title =
    order.kind === 'membership'
      ? t(`member.tier.${order.tier ?? 'weekly'}`)
      : `${formatCount(order.amount, locale)} ${t(`currency.${flavour}`)}`;
  return (
    <li className="money-row" data-testid="order-row" data-order-id={order.order_id}>
      <span className={order.kind === 'membership' ? 'money-row-icon money-row-icon-vip' : 'money-row-icon'} aria-hidden="true">
        {order.kind === 'membership' ? 'VIP' : <CurrencyIcon flavour={flavour} size={22} />}
      </span>
      <span className="money-row-main">
        <span className="money-row-title">{title}</span>
        <span className="money-row-sub">
          {formatDateTime(order.created_at, locale)} · {t(`method.${order.method}`)}
        </span>
        {order.refunded_at ? (
          <span className="money-row-sub" data-testid="order-refunded-at">
            {t('records.refundedAt', { time: formatDateTime(order.refunded_at, locale) })}
          </span>
        ) : null}
      </span>
      <span className="money-row-side">
        <span className="money-row-price">{formatPrice(order.price_minor, order.currency, locale)}</span>
        <StatusChip status={order.status} />
      </span>
    </li>
  );
}

function OrdersList({ locale }: { locale: string }) {
  const { t } = useTranslation('money');
  const q = useOrdersInfiniteQuery();
  if (q.isPending) return <Spinner />;
  if (q.isError) return <p className="money-empty">{t('records.error')}</p>;
  const items = q.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="money-empty">{t('records.emptyOrders')}</p>;
  return (
    <>
      <ul className="money-list" data-testid="orders-list">
        {items.map((o) => (
          <OrderRow key={o.order_id} order={o} locale={locale} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function TransactionRow({ tx, locale }: { tx: TTransaction; locale: string }) {
  const { t } = useTranslation('money');
  const kind = (KNOWN_KINDS as readonly string[]).includes(tx.kind) ? tx.kind : 'other';
  const flavour = ASSETS_WITH_ICON[tx.asset as keyof typeof ASSETS_WITH_ICON];
  return (
    <li className="money-row" data-testid="tx-row" data-kind={tx.kind}>
      <span className="money-row-icon" aria-hidden="true">
        {flavour ? <CurrencyIcon flavour={flavour} size={22} /> : t(`asset.${tx.asset}`).slice(0, 1)}
      </span>
      <span className="money-row-main">
        <span className="money-row-title">{t(`kind.${kind}`)}</span>
        <span className="money-row-sub">
          {formatDateTime(tx.created_at, locale)}
          {tx.memo ? ` · ${tx.memo}` : ''}
        </span>
      </span>
      <span className="money-row-side">
        <span className={tx.amount >= 0 ? 'money-row-amount money-in' : 'money-row-amount money-out'}>
          {formatSigned(tx.amount, locale)}
        </span>
        <span className="money-row-sub">{t(`asset.${tx.asset}`)}</span>
      </span>
    </li>
  );
}

function TransactionsList({ locale }: { locale: string }) {
  const { t } = useTranslation('money');
  const q = useTransactionsInfiniteQuery(true);
  if (q.isPending) return <Spinner />;
  if (q.isError) return <p className="money-empty">{t('records.error')}</p>;
  const items = q.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="money-empty">{t('records.emptyTransactions')}</p>;
  return (
    <>
      <ul className="money-list" data-testid="tx-list">
        {items.map((tx) => (
          <TransactionRow key={tx.id} tx={tx} locale={locale} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function ChargeRecords() {
  const { t, i18n } = useTranslation('money');
  const appName = useAppName();
  const [tab, setTab] = useState<Tab>('orders');
  // probe the session once through the first list; a 2001 answer shows the login prompt
  const orders = useOrdersInfiniteQuery();
  if (isNotLoggedIn(orders.error)) {
    return (
      <MoneyPage testId="records-page">
        <LoginPrompt appName={appName} />
      </MoneyPage>
    );
  }
  return (
    <MoneyPage testId="records-page">
      <div className="money-tabs" role="tablist">
        {(['orders', 'transactions'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? 'money-tab money-tab-active' : 'money-tab'}
            onClick={() => setTab(k)}
            data-testid={`tab-${k}`}
          >
            {t(`records.tab.${k}`)}
          </button>
        ))}
      </div>
      <div className="money-hint-row">
        <CurrencyIcon flavour={flavourOf(appName)} size={16} />
        <span>{t(tab === 'orders' ? 'records.ordersHint' : 'records.transactionsHint')}</span>
      </div>
      {tab === 'orders' ? <OrdersList locale={i18n.language} /> : <TransactionsList locale={i18n.language} />}
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
