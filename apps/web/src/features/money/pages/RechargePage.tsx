import '../money.css';
import { priceAsset } from '@app/shared';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { useWalletQuery, WALLET_QUERY_KEY } from '../../../entities/wallet';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { BalanceCard } from '../components/BalanceCard';
import { PaymentMethods } from '../components/MethodSelector';
import { MoneyReady, Spinner } from '../components/MoneyPage';
import { PackageGrid } from '../components/PackageGrid';
import { CoinsCredited, PurchaseScreen, usePurchasePage } from '../components/PurchasePage';

const REFRESH_AFTER_CREDIT = [WALLET_QUERY_KEY] as const;
const TIPS = ['tip1', 'tip2', 'tip3'] as const;

function Recharge() {
  const page = usePurchasePage('coins', () => 1);
  const { t, locale, brand, flavour, products, list, purchase } = page;
  const wide = useLocation().pathname.includes('_pc');
  const wallet = useWalletQuery();
  const asset = priceAsset(brand);
  const balance = wallet.data ? (wallet.data.balances[asset] ?? 0) : null;
  const product = purchase.product;
  return (
    <PurchaseScreen
      page={page}
      sessionError={wallet.error}
      testId="recharge-page"
      wide={wide}
      titleKey={wide ? 'recharge' : undefined}
      action={
        <Link className="money-bar-link" to={page.records} data-testid="records-link">
          {t('records.link')}
        </Link>
      }
      landingTop={<BalanceCard flavour={flavour} balance={balance} locale={locale} />}
      success={(order) => <CoinsCredited order={order} flavour={flavour} balance={balance} locale={locale} />}
      refreshKeys={REFRESH_AFTER_CREDIT}
      payLabel={t('pay.payNow')}
      payNote={product ? t('recharge.youGet', { amount: formatNumber(product.amount, locale), unit: t(`currency.${flavour}`) }) : undefined}
    >
      <div className="money-columns">
        <div className="money-col">
          <BalanceCard flavour={flavour} balance={balance} locale={locale} />
          <Card plain title={t('recharge.packages')}>
            {products.isPending ? (
              <Spinner />
            ) : list.length === 0 ? (
              <EmptyState>{t('recharge.noPackages')}</EmptyState>
            ) : (
              <PackageGrid
                products={list}
                flavour={flavour}
                selectedId={product?.id ?? null}
                onSelect={purchase.selectProduct}
                locale={locale}
              />
            )}
          </Card>
        </div>
        <div className="money-col">
          <PaymentMethods purchase={purchase} />
          <Card plain title={t('recharge.tipsTitle')} className="money-tips">
            <RulesBlock marker="disc" className="money-tips-list" items={TIPS.map((k) => ({ key: k, text: t(`recharge.${k}`) }))} />
            <Link to={`/h5/charge/${encodeURIComponent(brand)}`}>{t('recharge.agreement')}</Link>
          </Card>
        </div>
      </div>
    </PurchaseScreen>
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
