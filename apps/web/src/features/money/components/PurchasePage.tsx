import type { CurrencyFlavour, ProductKind, TOrder, TProduct } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { HydrateLater } from '../../../components/ui/HydrateLater';
import { isSignedOut } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useProductsQuery } from '../api/products';
import { CurrencyIcon } from './CurrencyIcon';
import { flavourOf, recordsHref, useAppName } from './hooks';
import { LoginPrompt } from './LoginPrompt';
import { MoneyPage, Spinner } from './MoneyPage';
import { OrderLanding } from './OrderLanding';
import { PurchaseFooter } from './PayBar';
import { usePurchase } from './usePurchase';

/**
 * What every purchase page (recharge, bonus charge, membership) starts with: the products of its
 * kind for the page's brand, the purchase state (product, method, checkout, landing), and the
 * brand the user pays in (the server's answer, else the page's app_name).
 */
export function usePurchasePage(kind: ProductKind, preferredIndex: (products: TProduct[]) => number = () => 0) {
  const { t, i18n } = useTranslation('money');
  const appName = useAppName();
  const products = useProductsQuery(kind, appName);
  const list = products.data?.products ?? [];
  const purchase = usePurchase(list, preferredIndex(list));
  const brand = products.data?.brand ?? appName;
  return {
    t,
    locale: i18n.language,
    appName,
    brand,
    flavour: flavourOf(brand),
    /** the charge records page of the brand paid in */
    records: recordsHref(brand),
    products,
    list,
    purchase,
    /** the selected product */
    product: purchase.product,
  };
}

export type PurchasePageState = ReturnType<typeof usePurchasePage>;

interface PurchaseScreenProps {
  page: PurchasePageState;
  /** the error of the query that tells whether there is a session (wallet, membership) */
  sessionError: unknown;
  testId: string;
  /** the page has a PC variant (a `_pc` path): wider, with this plain route title (`routes` key) */
  pcTitleKey?: string;
  action?: ReactNode;
  /** the action shows on the login prompt too (it does not need a session) */
  actionWhenLoggedOut?: boolean;
  /** above the order result, e.g. the balance */
  landingTop?: ReactNode;
  /** the product-specific part of a credited order's result */
  success: (order: TOrder) => ReactNode;
  /** queries to refetch once the order is credited */
  refreshKeys: readonly (readonly string[])[];
  payLabel: string;
  payNote?: string;
  children: ReactNode;
}

/**
 * The frame of a purchase page: the login prompt without a session, the order's result after a
 * checkout (?order_id=…), else the page's own body above the pay bar.
 */
export function PurchaseScreen({
  page,
  sessionError,
  testId,
  pcTitleKey,
  action,
  actionWhenLoggedOut = false,
  landingTop,
  success,
  refreshKeys,
  payLabel,
  payNote,
  children,
}: PurchaseScreenProps) {
  const { purchase } = page;
  const { pathname } = useLocation();
  const wide = Boolean(pcTitleKey) && pathname.includes('_pc');
  const frame = { wide, titleKey: wide ? pcTitleKey : undefined, testId };
  if (isSignedOut(sessionError)) {
    return (
      <MoneyPage {...frame} action={actionWhenLoggedOut ? action : undefined}>
        <LoginPrompt appName={page.appName} />
      </MoneyPage>
    );
  }
  if (purchase.orderId) {
    return (
      <MoneyPage {...frame} action={action}>
        {landingTop}
        <OrderLanding
          orderId={purchase.orderId}
          recordsHref={page.records}
          onClose={purchase.closeLanding}
          refreshKeys={refreshKeys}
          success={success}
        />
      </MoneyPage>
    );
  }
  return (
    <MoneyPage {...frame} action={action}>
      {children}
      <PurchaseFooter purchase={purchase} product={purchase.product} locale={page.locale} label={payLabel} note={payNote} />
    </MoneyPage>
  );
}

/**
 * The card of a purchase page's products: `placeholder` while they load (by default a spinner;
 * a page passes a skeleton of its own layout so nothing below moves when they arrive), `empty`
 * when there are none.
 */
export function ProductsCard({
  page,
  title,
  empty,
  placeholder = <Spinner />,
  children,
}: {
  page: PurchasePageState;
  title: string;
  empty: string;
  placeholder?: ReactNode;
  children: (products: TProduct[]) => ReactNode;
}) {
  // taken over after the rest of a server-rendered page, in a task of its own
  return (
    <HydrateLater>
      <Card plain title={title}>
        {page.products.isPending ? placeholder : page.list.length === 0 ? <EmptyState>{empty}</EmptyState> : children(page.list)}
      </Card>
    </HydrateLater>
  );
}

/** A credited coin order's result: the coins added and the new balance. */
export function CoinsCredited({
  order,
  flavour,
  balance,
  locale,
}: {
  order: TOrder;
  flavour: CurrencyFlavour;
  balance: number | null;
  locale: string;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="money-result-detail">
      <div className="money-result-amount" data-testid="credited-amount">
        <CurrencyIcon flavour={flavour} size={26} />
        {`+${formatNumber(order.amount, locale)}`}
      </div>
      <p className="money-muted">
        {t('result.newBalance')} <strong data-testid="result-balance">{balance === null ? '—' : formatNumber(balance, locale)}</strong>
      </p>
    </div>
  );
}
