import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useWithdrawal } from '../api';
import { QuoteBreakdown, StatusChip, StatusTimeline, StepNotice, type StepProps, useMoney, WdIcon } from '../components';
import { queryInt } from '../lib';

/** The request made: where it stands and what happens next (review → approval → paid). */
export function SuccessStep({ o, search, href }: StepProps) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const id = queryInt(search.get('id'));
  const q = useWithdrawal(id);
  const w = q.data;
  const days = o.rules.due_business_days;

  if (id === null || q.isError) {
    return (
      <StepNotice title={t('success.unknown')} testId="wd-success-unknown">
        <Link className="ui-btn wd-primary" to={href('record')}>
          {t('action.records')}
        </Link>
      </StepNotice>
    );
  }
  return (
    <>
      <section className="wd-success" data-testid="wd-success" data-id={id} data-status={w?.status}>
        <span className="wd-success-icon">
          <WdIcon name="check" size={30} />
        </span>
        <h2 className="wd-success-title">{t('success.title')}</h2>
        <p className="wd-muted">{t('success.body', { days: m.points(days) })}</p>
      </section>
      {!w ? (
        <Skeleton card className="wd-skeleton-card" />
      ) : (
        <section className="ui-card wd-card" data-testid="wd-success-detail">
          <div className="wd-sheet-head">
            <p className="wd-summary-net">{m.cash(w.net, w.currency)}</p>
            <StatusChip status={w.status} />
          </div>
          <p className="wd-muted wd-small">
            #{w.id} · {w.account_label}
          </p>
          <StatusTimeline w={w} dueDays={days} />
          <QuoteBreakdown quote={w} />
          <p className="wd-muted wd-small">
            {w.due_on
              ? t('success.dueOn', { date: m.day(w.due_on) })
              : t(o.region === 'japan' ? 'rules.dueJp' : 'rules.dueCn', { days: m.points(days) })}
          </p>
        </section>
      )}
      <div className="wd-actions wd-actions-two">
        <Link className="ui-btn ui-btn-ghost ui-btn-block" to={href('record')} data-testid="wd-to-records">
          {t('action.records')}
        </Link>
        <Link className="ui-btn ui-btn-block wd-primary" to={href('main')} data-testid="wd-to-main">
          {t('action.done')}
        </Link>
      </div>
    </>
  );
}
