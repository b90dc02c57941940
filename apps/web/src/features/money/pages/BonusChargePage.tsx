import '../money.css';
import { Link, useParams } from 'react-router';
import { ListRow } from '../../../components/ui/ListRow';
import { WALLET_QUERY_KEY } from '../../../entities/wallet';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { CurrencyIcon } from '../components/CurrencyIcon';
import { useBrandBalance } from '../components/hooks';
import { PaymentMethods } from '../components/MethodSelector';
import { MoneyReady } from '../components/MoneyPage';
import { CoinsCredited, ProductsCard, PurchaseScreen, usePurchasePage } from '../components/PurchasePage';
import { bonusPercent, formatPrice } from '../format';

const REFRESH_AFTER_CREDIT = [WALLET_QUERY_KEY] as const;

/** 'male' | 'female' tunes the wording only; anything else is the neutral text. */
export function genderSuffix(gender: string | undefined): 'Male' | 'Female' | 'Neutral' {
  return gender === 'male' ? 'Male' : gender === 'female' ? 'Female' : 'Neutral';
}

/** the first package with a bonus is the one offered */
const firstBonus = (products: { bonus: number }[]) =>
  Math.max(
    0,
    products.findIndex((p) => p.bonus > 0),
  );

function BonusCharge() {
  const page = usePurchasePage('coins', firstBonus);
  const { t, locale, brand, flavour, purchase, product } = page;
  const { gender } = useParams();
  const { wallet, balance } = useBrandBalance(brand);
  const unit = t(`currency.${flavour}`);
  const ruleHref = `/h5/japan/rule_bonus_charge${gender ? `/${encodeURIComponent(gender)}` : ''}?app_name=${encodeURIComponent(brand)}`;
  return (
    <PurchaseScreen
      page={page}
      sessionError={wallet.error}
      testId="bonus-page"
      action={
        <Link className="money-bar-link" to={ruleHref} data-testid="bonus-rule-link">
          {t('bonus.rulesLink')}
        </Link>
      }
      actionWhenLoggedOut
      success={(order) => <CoinsCredited order={order} flavour={flavour} balance={balance} locale={locale} />}
      refreshKeys={REFRESH_AFTER_CREDIT}
      payLabel={t('pay.payNow')}
      payNote={product && product.bonus > 0 ? t('bonus.includes', { bonus: formatNumber(product.bonus, locale), unit }) : undefined}
    >
      <section className="money-banner">
        <div className="money-banner-kicker">{t('bonus.kicker')}</div>
        <h2 className="money-banner-title">{t('bonus.title')}</h2>
        <p className="money-banner-sub">{t(`bonus.subtitle${genderSuffix(gender)}`, { unit })}</p>
        <div className="money-banner-balance">
          <CurrencyIcon flavour={flavour} size={18} />
          {t('recharge.balance', { unit })}: <strong>{balance === null ? '—' : formatNumber(balance, locale)}</strong>
        </div>
        <div className="money-banner-deco" aria-hidden="true">
          <CurrencyIcon flavour={flavour} size={120} />
        </div>
      </section>
      <ProductsCard page={page} title={t('bonus.packages')} empty={t('recharge.noPackages')}>
        {(list) => (
          <div className="money-bonus-list">
            {list.map((p) => {
              const selected = p.id === product?.id;
              const pct = bonusPercent(p.amount, p.bonus);
              return (
                <ListRow
                  key={p.id}
                  as="button"
                  variant="card"
                  aria-pressed={selected}
                  className={selected ? 'money-bonus-row money-bonus-row-selected' : 'money-bonus-row'}
                  onClick={() => purchase.selectProduct(p)}
                  testId={`bonus-package-${p.id}`}
                  lead={<CurrencyIcon flavour={flavour} size={34} />}
                  title={t('bonus.total', { amount: formatNumber(p.amount, locale), unit })}
                  subs={[
                    p.bonus > 0 ? (
                      <>
                        {`${formatNumber(p.amount - p.bonus, locale)} `}
                        <em className="money-bonus-plus">{`+${formatNumber(p.bonus, locale)}`}</em> {t('bonus.bonusWord')}
                      </>
                    ) : (
                      t('bonus.noBonus')
                    ),
                  ]}
                  side={
                    <>
                      {pct > 0 ? <span className="money-bonus-pct">{t('bonus.percent', { pct })}</span> : null}
                      <span className="money-bonus-price">{formatPrice(p.price_minor, p.currency, locale)}</span>
                    </>
                  }
                />
              );
            })}
          </div>
        )}
      </ProductsCard>
      <PaymentMethods purchase={purchase} />
    </PurchaseScreen>
  );
}

export default function BonusChargePage() {
  return (
    <QueryProvider>
      <MoneyReady>
        <BonusCharge />
      </MoneyReady>
    </QueryProvider>
  );
}
