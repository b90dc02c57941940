import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { RewardTable } from '../../../components/ui/RewardTable';
import { type BlockProps, useActivity, useGrantText, useLabel } from '../context';

/** A board's reward tiers: places → grants. */
export default function RewardTableBlock({ block }: BlockProps<'reward_table'>) {
  const { t } = useTranslation('activities');
  const { page } = useActivity();
  const label = useLabel();
  const grantText = useGrantText();
  const tiers = page.definition.boards.find((b) => b.id === block.board)?.rewards ?? [];
  return (
    <Card title={`${t('rewards.title')} · ${label(`board.${block.board}`)}`} titleAs="h3" className="act-card act-rewards">
      <RewardTable
        className="act-table"
        columns={[{ head: t('rewards.rank'), nowrap: true }, { head: t('rewards.reward') }]}
        rows={tiers.map((tier) => ({
          key: tier.from,
          className: tier.from <= 3 ? `act-tier-${tier.from}` : undefined,
          cells: [
            tier.from === tier.to ? t('rewards.place', { n: tier.from }) : t('rewards.places', { from: tier.from, to: tier.to }),
            grantText(tier.grants),
          ],
        }))}
      />
    </Card>
  );
}
