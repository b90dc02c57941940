import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { useActivity } from '../context';

/** The event's rules, in the viewer's language. */
export default function RulesBlockView() {
  const { t } = useTranslation('activities');
  const { page } = useActivity();
  const items = page.text.rules.map((text, i) => ({ key: String(i), text }));
  return (
    <Card title={t('rules.title')} titleAs="h3" className="act-card act-rules">
      <RulesBlock items={items} />
    </Card>
  );
}
