import type { OrderStatus } from '@app/shared';
import { useTranslation } from 'react-i18next';

export function StatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('money');
  return (
    <span className={`money-chip money-chip-${status}`} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
