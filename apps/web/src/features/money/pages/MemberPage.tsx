import '../money.css';
import type { TProduct } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryProvider } from '../../../lib/query';
import { MEMBERSHIP_QUERY_KEY, useMembershipQuery } from '../api/membership';
import { useProductsQuery } from '../api/products';
import { isNotLoggedIn, recordsHref, useAppName } from '../components/hooks';
import { LoginPrompt } from '../components/LoginPrompt';
import { MembershipCard } from '../components/MembershipCard';
import { MethodSelector } from '../components/MethodSelector';
import { MoneyPage, MoneyReady, Spinner } from '../components/MoneyPage';
import { OrderLanding } from '../components/OrderLanding';
import { PurchaseFooter } from '../components/PayBar';
import { usePurchase } from '../components/usePurchase';
import { MEMBER_DAYS } from '../constants';
import { formatDate, formatPrice } from '../format';

const REFRESH_AFTER_CREDIT = [MEMBERSHIP_QUERY_KEY] as const;
const BENEFITS = ['badge', 'nickname', 'silver', 'matching', 'gifts'] as const;

function BenefitIcon({ name }: { name: (typeof BENEFITS)[number] }) {
  const paths: Record<(typeof BENEFITS)[number], string> = {
    badge: 'M12 2l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 15.3 6.8 18.1l1-5.8L3.5 8.2l5.9-.9z',
    nickname: 'M4 19h16v2H4zM6 16l5-12h2l5 12h-2.3l-1.2-3H9.5l-1.2 3zm4.3-5h3.4L12 6.7z',
    silver: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 3.2a5.8 5.8 0 1 1 0 11.6 5.8 5.8 0 0 1 0-11.6z',
    matching: 'M13 2L4 14h6l-1 8 9-12h-6z',
    gifts:
      'M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4v4h1v9h14v-9h1zM9 5.5a1.5 1.5 0 0 1 1.5 1.5H9a1.5 1.5 0 0 1 0-1.5zm6 0a1.5 1.5 0 0 1 0 1.5h-1.5A1.5 1.5 0 0 1 15 5.5zM11 18H7v-7h4zm6 0h-4v-7h4z',
  };
  return (
    <span className={`money-benefit-icon money-benefit-${name}`} aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
        <path d={paths[name]} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  );
}

function PlanCards({
  plans,
  selectedId,
  onSelect,
  locale,
}: {
  plans: TProduct[];
  selectedId: number | null;
  onSelect: (p: TProduct) => void;
  locale: string;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="money-plans">
      {plans.map((p) => {
        const tier = p.tier ?? 'weekly';
        const days = MEMBER_DAYS[tier];
        const selected = p.id === selectedId;
        return (
          <button
            key={p.id}
            type="button"
            aria-pressed={selected}
            className={selected ? 'money-plan money-plan-selected' : 'money-plan'}
            onClick={() => onSelect(p)}
            data-testid={`plan-${tier}`}
          >
            {tier === 'monthly' ? <span className="money-plan-tag">{t('member.bestValue')}</span> : null}
            <span className="money-plan-name">{t(`member.tier.${tier}`)}</span>
            <span className="money-plan-price">{formatPrice(p.price_minor, p.currency, locale)}</span>
            <span className="money-plan-days">{t('member.days', { count: days })}</span>
            <span className="money-plan-per">
              {t('member.perDay', { price: formatPrice(Math.round(p.price_minor / days), p.currency, locale) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function Member() {
  const { t, i18n } = useTranslation('money');
  const locale = i18n.language;
  const appName = useAppName();
  const wide = useLocation().pathname.includes('_pc');
  const membership = useMembershipQuery();
  const products = useProductsQuery('membership', appName);
  const plans = products.data?.products ?? [];
  const purchase = usePurchase(plans, 1);
  const brand = products.data?.brand ?? appName;
  const records = recordsHref(brand);

  if (isNotLoggedIn(membership.error)) {
    return (
      <MoneyPage wide={wide} titleKey={wide ? 'member' : undefined} testId="member-page">
        <LoginPrompt appName={appName} />
      </MoneyPage>
    );
  }

  if (purchase.orderId) {
    return (
      <MoneyPage wide={wide} titleKey={wide ? 'member' : undefined} testId="member-page">
        <OrderLanding
          orderId={purchase.orderId}
          recordsHref={records}
          onClose={purchase.closeLanding}
          refreshKeys={REFRESH_AFTER_CREDIT}
          success={(order) => (
            <div className="money-result-detail">
              <div className="money-result-amount">{t(`member.tier.${order.tier ?? 'weekly'}`)}</div>
              <p className="money-muted" data-testid="result-expiry">
                {membership.data?.expires_at ? t('member.validUntil', { date: formatDate(membership.data.expires_at, locale) }) : '…'}
              </p>
            </div>
          )}
        />
      </MoneyPage>
    );
  }

  const product = purchase.product;
  return (
    <MoneyPage wide={wide} titleKey={wide ? 'member' : undefined} testId="member-page">
      <div className="money-columns">
        <div className="money-col">
          <MembershipCard membership={membership.data} locale={locale} />
          <section className="money-section">
            <h2 className="money-section-title">{t('member.plans')}</h2>
            {products.isPending ? (
              <Spinner />
            ) : plans.length === 0 ? (
              <p className="money-empty">{t('member.noPlans')}</p>
            ) : (
              <PlanCards plans={plans} selectedId={product?.id ?? null} onSelect={purchase.selectProduct} locale={locale} />
            )}
          </section>
          {purchase.methods.length > 0 ? (
            <section className="money-section">
              <h2 className="money-section-title">{t('pay.methodTitle')}</h2>
              <MethodSelector methods={purchase.methods} value={purchase.method} onChange={purchase.selectMethod} />
            </section>
          ) : null}
        </div>
        <div className="money-col">
          <section className="money-section">
            <h2 className="money-section-title">{t('member.benefitsTitle')}</h2>
            <ul className="money-benefits">
              {BENEFITS.map((b) => (
                <li key={b} className="money-benefit">
                  <BenefitIcon name={b} />
                  <span>
                    <span className="money-benefit-name">{t(`member.benefit.${b}`)}</span>
                    <span className="money-benefit-desc">{t(`member.benefit.${b}Desc`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className="money-section money-tips">
            <h2 className="money-section-title">{t('recharge.tipsTitle')}</h2>
            <ul>
              <li>{t('member.tip1')}</li>
              <li>{t('member.tip2')}</li>
            </ul>
          </section>
        </div>
      </div>
      <PurchaseFooter
        purchase={purchase}
        product={product}
        locale={locale}
        label={membership.data?.expires_at ? t('member.renew') : t('member.buy')}
        note={product ? t(`member.tier.${product.tier ?? 'weekly'}`) : undefined}
      />
    </MoneyPage>
  );
}

export default function MemberPage() {
  return (
    <QueryProvider>
      <MoneyReady>
        <Member />
      </MoneyReady>
    </QueryProvider>
  );
}
