import '../money.css';
import { priceAsset } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryProvider } from '../../../lib/query';
import { useProductsQuery } from '../api/products';
import { useWalletQuery, WALLET_QUERY_KEY } from '../api/wallet';
import { CurrencyIcon } from '../components/CurrencyIcon';
import { flavourOf, isNotLoggedIn, recordsHref, useAppName } from '../components/hooks';
import { LoginPrompt } from '../components/LoginPrompt';
import { MethodSelector } from '../components/MethodSelector';
import { MoneyPage, MoneyReady, Spinner } from '../components/MoneyPage';
import { OrderLanding } from '../components/OrderLanding';
import { PurchaseFooter } from '../components/PayBar';
import { usePurchase } from '../components/usePurchase';
import { bonusPercent, formatCount, formatPrice } from '../format';

const REFRESH_AFTER_CREDIT = [WALLET_QUERY_KEY] as const;

/** 'male' | 'female' tunes the wording only; anything else is the neutral text. */
export function genderSuffix(gender: string | undefined): 'Male' | 'Female' | 'Neutral' {
  return gender === 'male' ? 'Male' : gender === 'female' ? 'Female' : 'Neutral';
}

function BonusCharge() {
  const { t, i18n } = useTranslation('money');
  const locale = i18n.language;
  const appName = useAppName();
  const { gender } = useParams();
  const wallet = useWalletQuery();
  const products = useProductsQuery('coins', appName);
  const list = products.data?.products ?? [];
  const bonusFirst = list.findIndex((p) => p.bonus > 0);
  const purchase = usePurchase(list, Math.max(0, bonusFirst));
  const brand = products.data?.brand ?? appName;
  const flavour = flavourOf(brand);
  const unit = t(`currency.${flavour}`);
  const balance = wallet.data ? (wallet.data.balances[priceAsset(brand)] ?? 0) : null;
  const ruleHref = `/h5/japan/rule_bonus_charge${gender ? `/${encodeURIComponent(gender)}` : ''}?app_name=${encodeURIComponent(brand)}`;
  const ruleLink = (
    <Link className="money-bar-link" to={ruleHref} data-testid="bonus-rule-link">
      {t('bonus.rulesLink')}
    </Link>
  );

  if (isNotLoggedIn(wallet.error)) {
    return (
      <MoneyPage action={ruleLink} testId="bonus-page">
        <LoginPrompt appName={appName} />
      </MoneyPage>
    );
  }

  if (purchase.orderId) {
    return (
      <MoneyPage action={ruleLink} testId="bonus-page">
        <OrderLanding
          orderId={purchase.orderId}
          recordsHref={recordsHref(brand)}
          onClose={purchase.closeLanding}
          refreshKeys={REFRESH_AFTER_CREDIT}
          success={(order) => (
            <div className="money-result-detail">
              <div className="money-result-amount">
                <CurrencyIcon flavour={flavour} size={26} />+{formatCount(order.amount, locale)}
              </div>
              <p className="money-muted">
                {t('result.newBalance')} <strong>{balance === null ? '—' : formatCount(balance, locale)}</strong>
              </p>
            </div>
          )}
        />
      </MoneyPage>
    );
  }

  const product = purchase.product;
  return (
    <MoneyPage action={ruleLink} testId="bonus-page">
      <section className="money-banner">
        <div className="money-banner-kicker">{t('bonus.kicker')}</div>
        <h2 className="money-banner-title">{t('bonus.title')}</h2>
        <p className="money-banner-sub">{t(`bonus.subtitle${genderSuffix(gender)}`, { unit })}</p>
        <div className="money-banner-balance">
          <CurrencyIcon flavour={flavour} size={18} />
          {t('recharge.balance', { unit })}: <strong>{balance === null ? '—' : formatCount(balance, locale)}</strong>
        </div>
        <div className="money-banner-deco" aria-hidden="true">
          <CurrencyIcon flavour={flavour} size={120} />
        </div>
      </section>
      <section className="money-section">
        <h2 className="money-section-title">{t('bonus.packages')}</h2>
        {products.isPending ? (
          <Spinner />
        ) : list.length === 0 ? (
          <p className="money-empty">{t('recharge.noPackages')}</p>
        ) : (
          <div className="money-bonus-list">
            {list.map((p) => {
              const selected = p.id === product?.id;
              const pct = bonusPercent(p.amount, p.bonus);
              return (
                <button
                  key={p.id}
                  type="button"
                  aria-pressed={selected}
                  className={selected ? 'money-bonus-row money-bonus-row-selected' : 'money-bonus-row'}
                  onClick={() => purchase.selectProduct(p)}
                  data-testid={`bonus-package-${p.id}`}
                >
                  <CurrencyIcon flavour={flavour} size={34} />
                  <span className="money-bonus-main">
                    <span className="money-bonus-total">{t('bonus.total', { amount: formatCount(p.amount, locale), unit })}</span>
                    {p.bonus > 0 ? (
                      <span className="money-bonus-split">
                        {formatCount(p.amount - p.bonus, locale)} <em className="money-bonus-plus">+{formatCount(p.bonus, locale)}</em>{' '}
                        {t('bonus.bonusWord')}
                      </span>
                    ) : (
                      <span className="money-bonus-split">{t('bonus.noBonus')}</span>
                    )}
                  </span>
                  <span className="money-bonus-side">
                    {pct > 0 ? <span className="money-bonus-pct">{t('bonus.percent', { pct })}</span> : null}
                    <span className="money-bonus-price">{formatPrice(p.price_minor, p.currency, locale)}</span>
                  </span>
                </button>
              );
            })}
          </div>
        )}
      </section>
      {purchase.methods.length > 0 ? (
        <section className="money-section">
          <h2 className="money-section-title">{t('pay.methodTitle')}</h2>
          <MethodSelector methods={purchase.methods} value={purchase.method} onChange={purchase.selectMethod} />
        </section>
      ) : null}
      <PurchaseFooter
        purchase={purchase}
        product={product}
        locale={locale}
        label={t('pay.payNow')}
        note={product && product.bonus > 0 ? t('bonus.includes', { bonus: formatCount(product.bonus, locale), unit }) : undefined}
      />
    </MoneyPage>
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
