import '../money.css';
import { priceAsset } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryProvider } from '../../../lib/query';
import { useProductsQuery } from '../api/products';
import { useWalletQuery, WALLET_QUERY_KEY } from '../api/wallet';
import { BalanceCard } from '../components/BalanceCard';
import { CurrencyIcon } from '../components/CurrencyIcon';
import { flavourOf, isNotLoggedIn, recordsHref, useAppName } from '../components/hooks';
import { LoginPrompt } from '../components/LoginPrompt';
import { MethodSelector } from '../components/MethodSelector';
import { MoneyPage, MoneyReady, Spinner } from '../components/MoneyPage';
import { OrderLanding } from '../components/OrderLanding';
import { PackageGrid } from '../components/PackageGrid';
import { PurchaseFooter } from '../components/PayBar';
import { usePurchase } from '../components/usePurchase';
import { formatCount } from '../format';

const REFRESH_AFTER_CREDIT = [WALLET_QUERY_KEY] as const;

function Recharge() {
  const { t, i18n } = useTranslation('money');
  const locale = i18n.language;
  const appName = useAppName();
  const wide = useLocation().pathname.includes('_pc');
  const wallet = useWalletQuery();
  const products = useProductsQuery('coins', appName);
  const list = products.data?.products ?? [];
  const purchase = usePurchase(list, 1);
  const brand = products.data?.brand ?? appName;
  const flavour = flavourOf(brand);
  const asset = priceAsset(brand);
  const balance = wallet.data ? (wallet.data.balances[asset] ?? 0) : null;
  const records = recordsHref(brand);
  const recordsLink = (
    <Link className="money-bar-link" to={records} data-testid="records-link">
      {t('records.link')}
    </Link>
  );

  if (isNotLoggedIn(wallet.error)) {
    return (
      <MoneyPage wide={wide} titleKey={wide ? 'recharge' : undefined} testId="recharge-page">
        <LoginPrompt appName={appName} />
      </MoneyPage>
    );
  }

  if (purchase.orderId) {
    return (
      <MoneyPage wide={wide} titleKey={wide ? 'recharge' : undefined} action={recordsLink} testId="recharge-page">
        <BalanceCard flavour={flavour} balance={balance} locale={locale} />
        <OrderLanding
          orderId={purchase.orderId}
          recordsHref={records}
          onClose={purchase.closeLanding}
          refreshKeys={REFRESH_AFTER_CREDIT}
          success={(order) => (
            <div className="money-result-detail">
              <div className="money-result-amount" data-testid="credited-amount">
                <CurrencyIcon flavour={flavour} size={26} />+{formatCount(order.amount, locale)}
              </div>
              <p className="money-muted">
                {t('result.newBalance')}{' '}
                <strong data-testid="result-balance">{balance === null ? '—' : formatCount(balance, locale)}</strong>
              </p>
            </div>
          )}
        />
      </MoneyPage>
    );
  }

  const product = purchase.product;
  return (
    <MoneyPage wide={wide} titleKey={wide ? 'recharge' : undefined} action={recordsLink} testId="recharge-page">
      <div className="money-columns">
        <div className="money-col">
          <BalanceCard flavour={flavour} balance={balance} locale={locale} />
          <section className="money-section">
            <h2 className="money-section-title">{t('recharge.packages')}</h2>
            {products.isPending ? (
              <Spinner />
            ) : list.length === 0 ? (
              <p className="money-empty">{t('recharge.noPackages')}</p>
            ) : (
              <PackageGrid
                products={list}
                flavour={flavour}
                selectedId={product?.id ?? null}
                onSelect={purchase.selectProduct}
                locale={locale}
              />
            )}
          </section>
        </div>
        <div className="money-col">
          {purchase.methods.length > 0 ? (
            <section className="money-section">
              <h2 className="money-section-title">{t('pay.methodTitle')}</h2>
              <MethodSelector methods={purchase.methods} value={purchase.method} onChange={purchase.selectMethod} />
            </section>
          ) : null}
          <section className="money-section money-tips">
            <h2 className="money-section-title">{t('recharge.tipsTitle')}</h2>
            <ul>
              <li>{t('recharge.tip1')}</li>
              <li>{t('recharge.tip2')}</li>
              <li>{t('recharge.tip3')}</li>
            </ul>
            <Link to={`/h5/charge/${encodeURIComponent(brand)}`}>{t('recharge.agreement')}</Link>
          </section>
        </div>
      </div>
      <PurchaseFooter
        purchase={purchase}
        product={product}
        locale={locale}
        label={t('pay.payNow')}
        note={product ? t('recharge.youGet', { amount: formatCount(product.amount, locale), unit: t(`currency.${flavour}`) }) : undefined}
      />
    </MoneyPage>
  );
}

export default function RechargePage() {
  return (
    <QueryProvider>
      <MoneyReady>
        <Recharge />
      </MoneyReady>
    </QueryProvider>
  );
}
