import '../money.css';
import type { TProduct } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { HydrateLater } from '../../../components/ui/HydrateLater';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { QueryProvider } from '../../../lib/query';
import { MEMBERSHIP_QUERY_KEY, useMembershipQuery } from '../api/membership';
import { MembershipCard } from '../components/MembershipCard';
import { PaymentMethods } from '../components/MethodSelector';
import { MoneyReady } from '../components/MoneyPage';
import { ProductChoices } from '../components/ProductChoices';
import { ProductsCard, PurchaseScreen, usePurchasePage } from '../components/PurchasePage';
import { MEMBER_DAYS } from '../constants';
import { formatDate, formatPrice } from '../format';

const REFRESH_AFTER_CREDIT = [MEMBERSHIP_QUERY_KEY] as const;
const BENEFITS = ['badge', 'nickname', 'silver', 'matching', 'gifts'] as const;
const TIPS = ['tip1', 'tip2'] as const;

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
    <ProductChoices products={plans} selectedId={selectedId} onSelect={onSelect} kind="plan" testId={(p) => `plan-${p.tier ?? 'weekly'}`}>
      {(p) => {
        const tier = p.tier ?? 'weekly';
        const days = MEMBER_DAYS[tier];
        return (
          <>
            {tier === 'monthly' ? <span className="money-plan-tag">{t('member.bestValue')}</span> : null}
            <span className="money-plan-name">{t(`member.tier.${tier}`)}</span>
            <span className="money-plan-price">{formatPrice(p.price_minor, p.currency, locale)}</span>
            <span className="money-plan-days">{t('member.days', { count: days })}</span>
            <span className="money-plan-per">
              {t('member.perDay', { price: formatPrice(Math.round(p.price_minor / days), p.currency, locale) })}
            </span>
          </>
        );
      }}
    </ProductChoices>
  );
}

function Member() {
  const page = usePurchasePage('membership', () => 1);
  const { t, locale, purchase, product } = page;
  const membership = useMembershipQuery();
  return (
    <PurchaseScreen
      page={page}
      sessionError={membership.error}
      testId="member-page"
      pcTitleKey="member"
      success={(order) => (
        <div className="money-result-detail">
          <div className="money-result-amount">{t(`member.tier.${order.tier ?? 'weekly'}`)}</div>
          <p className="money-muted" data-testid="result-expiry">
            {membership.data?.expires_at ? t('member.validUntil', { date: formatDate(membership.data.expires_at, locale) }) : '…'}
          </p>
        </div>
      )}
      refreshKeys={REFRESH_AFTER_CREDIT}
      payLabel={membership.data?.expires_at ? t('member.renew') : t('member.buy')}
      payNote={product ? t(`member.tier.${product.tier ?? 'weekly'}`) : undefined}
    >
      <div className="money-columns">
        <div className="money-col">
          <MembershipCard membership={membership.data} locale={locale} />
          <ProductsCard page={page} title={t('member.plans')} empty={t('member.noPlans')}>
            {(plans) => <PlanCards plans={plans} selectedId={product?.id ?? null} onSelect={purchase.selectProduct} locale={locale} />}
          </ProductsCard>
          <PaymentMethods purchase={purchase} />
        </div>
        {/* the second column (below the first on a phone): taken over later, in a task of its own */}
        <HydrateLater>
          <div className="money-col">
            <Card plain title={t('member.benefitsTitle')}>
              <List className="money-benefits">
                {BENEFITS.map((b) => (
                  <ListRow
                    key={b}
                    className="money-benefit"
                    lead={<BenefitIcon name={b} />}
                    title={t(`member.benefit.${b}`)}
                    subs={[t(`member.benefit.${b}Desc`)]}
                  />
                ))}
              </List>
            </Card>
            <Card plain title={t('recharge.tipsTitle')} className="money-tips">
              <RulesBlock marker="disc" className="money-tips-list" items={TIPS.map((k) => ({ key: k, text: t(`member.${k}`) }))} />
            </Card>
          </div>
        </HydrateLater>
      </div>
    </PurchaseScreen>
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
