import '../../../components/ui/disc.css';
import type { TOrder } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { FINAL_STATUSES, useOrderQuery } from '../api/order';

type Outcome = 'pending' | 'success' | 'failure' | 'slow';

function outcomeOf(order: TOrder | undefined, timedOut: boolean): Outcome {
  if (!order) return timedOut ? 'slow' : 'pending';
  if (order.status === 'credited') return 'success';
  if (FINAL_STATUSES.includes(order.status)) return 'failure';
  return timedOut ? 'slow' : 'pending';
}

/**
 * Where the provider sends the user back (?order_id=…): polls the order until it is credited or
 * failed, then shows the result. `success` renders the product-specific part (new balance, expiry).
 */
export function OrderLanding({
  orderId,
  recordsHref,
  onClose,
  success,
  refreshKeys,
}: {
  orderId: string;
  recordsHref: string;
  onClose: () => void;
  success: (order: TOrder) => ReactNode;
  /** queries to refetch once the order is credited (wallet, membership) */
  refreshKeys: readonly (readonly string[])[];
}) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const order = useOrderQuery(orderId, startedAt);
  const outcome = order.error ? 'failure' : outcomeOf(order.data, timedOut);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), 60_000);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (outcome !== 'success') return;
    for (const key of refreshKeys) void queryClient.invalidateQueries({ queryKey: key });
  }, [outcome, queryClient, refreshKeys]);

  return (
    <Card className={`money-result money-result-${outcome}`} testId="order-result" data-outcome={outcome} aria-live="polite">
      <div className="money-result-icon ui-disc" aria-hidden="true">
        {outcome === 'pending' || outcome === 'slow' ? (
          <span className="money-result-spinner" />
        ) : outcome === 'success' ? (
          <svg width="40" height="40" viewBox="0 0 24 24" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          <svg width="40" height="40" viewBox="0 0 24 24" focusable="false">
            <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        )}
      </div>
      <h2 className="money-result-title">{t(`result.${outcome}`)}</h2>
      {outcome === 'pending' ? <p className="money-muted">{t('result.pendingHint')}</p> : null}
      {outcome === 'slow' ? <p className="money-muted">{t('result.slowHint')}</p> : null}
      {outcome === 'failure' ? (
        <p className="money-muted" data-testid="order-result-reason">
          {order.data && order.data.status !== 'paid' && order.data.status !== 'created' && order.data.status !== 'credited'
            ? t(`result.reason.${order.data.status}`)
            : t('result.failureHint')}
        </p>
      ) : null}
      {outcome === 'success' && order.data ? success(order.data) : null}
      <div className="money-result-actions">
        <Link className="money-btn money-btn-ghost" to={recordsHref}>
          {t('records.link')}
        </Link>
        <button type="button" className="money-btn money-btn-primary" onClick={onClose} data-testid="order-result-close">
          {outcome === 'failure' ? t('result.retry') : t('result.done')}
        </button>
      </div>
    </Card>
  );
}
