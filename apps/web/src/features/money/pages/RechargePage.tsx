import '../money.css';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { HydrateLater } from '../../../components/ui/HydrateLater';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { packageBlock, useMinorsQuery } from '../../../entities/minors/api';
import { RechargeLimits } from '../../../entities/minors/RechargeLimits';
import { WALLET_QUERY_KEY } from '../../../entities/wallet';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { BalanceCard } from '../components/BalanceCard';
import { useBrandBalance } from '../components/hooks';
import { PaymentMethods } from '../components/MethodSelector';
import { MoneyReady } from '../components/MoneyPage';
import { PackageGrid } from '../components/PackageGrid';
import { CoinsCredited, ProductsCard, PurchaseScreen, usePurchasePage } from '../components/PurchasePage';

const REFRESH_AFTER_CREDIT = [WALLET_QUERY_KEY] as const;
/** the package grid's shape while the packages load: the payment methods below stay where they are */
const PACKAGE_SKELETON = (
  <div className="money-grid" aria-busy="true" data-testid="packages-loading">
    {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
      <Skeleton key={k} className="money-tile money-tile-skeleton" />
    ))}
  </div>
);
const TIPS = ['tip1', 'tip2', 'tip3'] as const;

function Recharge() {
  const page = usePurchasePage('coins', () => 1);
  const { t, locale, brand, flavour, purchase, product } = page;
  const { wallet, balance } = useBrandBalance(brand);
  // a minor's limits, before payment: the band, the caps, what is left; packages above them are off
  const minors = useMinorsQuery();
  const blockedReason = (p: Parameters<typeof packageBlock>[1]) => {
    const why = packageBlock(minors.data, p);
    return why ? t(`minors.reason.${why}`) : null;
  };
  return (
    <PurchaseScreen
      page={page}
      sessionError={wallet.error}
      testId="recharge-page"
      pcTitleKey="recharge"
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
          <RechargeLimits me={minors.data} locale={locale} />
          <ProductsCard page={page} title={t('recharge.packages')} empty={t('recharge.noPackages')} placeholder={PACKAGE_SKELETON}>
            {(list) => (
              <PackageGrid
                products={list}
                flavour={flavour}
                selectedId={product?.id ?? null}
                onSelect={purchase.selectProduct}
                locale={locale}
                blockedReason={blockedReason}
              />
            )}
          </ProductsCard>
        </div>
        {/* the second column (below the first on a phone): taken over later, in a task of its own */}
        <HydrateLater>
          <div className="money-col">
            <PaymentMethods purchase={purchase} />
            <Card plain title={t('recharge.tipsTitle')} className="money-tips">
              <RulesBlock marker="disc" className="money-tips-list" items={TIPS.map((k) => ({ key: k, text: t(`recharge.${k}`) }))} />
              <Link to={`/h5/charge/${encodeURIComponent(brand)}`}>{t('recharge.agreement')}</Link>
            </Card>
          </div>
        </HydrateLater>
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
