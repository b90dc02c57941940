import '../money.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { useAppName } from '../components/hooks';
import { MoneyPage, MoneyReady } from '../components/MoneyPage';

const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5', 'rule6'] as const;

function BonusChargeRules() {
  const { t } = useTranslation('money');
  const { gender } = useParams();
  const appName = useAppName();
  const intro = gender === 'male' ? 'introMale' : gender === 'female' ? 'introFemale' : 'introNeutral';
  const back = `/h5/japan/bonus_charge${gender ? `/${encodeURIComponent(gender)}` : ''}?app_name=${encodeURIComponent(appName)}`;
  return (
    <MoneyPage testId="bonus-rule-page">
      <Card>
        <p className="money-rules-intro">{t(`bonusRules.${intro}`)}</p>
        <RulesBlock marker="decimal" className="money-rules-list" items={RULES.map((r) => ({ key: r, text: t(`bonusRules.${r}`) }))} />
        <p className="money-muted money-rules-foot">{t('bonusRules.final')}</p>
      </Card>
      <Link className="money-btn money-btn-primary money-btn-block" to={back}>
        {t('bonusRules.back')}
      </Link>
    </MoneyPage>
  );
}

export default function BonusChargeRulePage() {
  return (
    <MoneyReady>
      <BonusChargeRules />
    </MoneyReady>
  );
}
