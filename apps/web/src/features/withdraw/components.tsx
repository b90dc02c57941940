import { type PayoutMethod, REGION_TIME_ZONES, type TWithdrawal, type TWithdrawOverview, type TWithdrawQuote } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { LineIcon } from '../../components/ui/LineIcon';
import { List, ListRow } from '../../components/ui/ListRow';
import { Sheet } from '../../components/ui/Sheet';
import { formatNumber } from '../../lib/format';
import { useWithdrawOverview } from './api';
import { formatCash, formatDay, formatTime, quoteRows, STATUS_TONE, timelineIndex, WITHDRAW_TIMELINE } from './lib';
import type { StepParams, WithdrawFamily, WithdrawStep } from './routes';

/** What every step gets from the page: the overview, its family and how to reach the other steps. */
export interface StepProps {
  o: TWithdrawOverview;
  family: WithdrawFamily;
  search: URLSearchParams;
  /** the address of another step of this family */
  href: (step: WithdrawStep, params?: StepParams) => string;
  /** goes to another step of this family (replace: the current one leaves the history) */
  go: (step: WithdrawStep, params?: StepParams, opts?: { replace?: boolean }) => void;
}

// ---- icons ----------------------------------------------------------------------------------

export type WdIconName =
  | 'coin'
  | 'bank'
  | 'paypay'
  | 'alipay'
  | 'bank_card'
  | 'plus'
  | 'edit'
  | 'chevron'
  | 'check'
  | 'clock'
  | 'shield'
  | 'alert'
  | 'doc'
  | 'lock';

const PATHS: Record<WdIconName, ReactNode> = {
  coin: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9 8.5l3 4 3-4M12 12.5V17M9.5 13h5M9.5 15.5h5" />
    </>
  ),
  bank: <path d="M3.5 9.5L12 4l8.5 5.5M5.5 10v7M10 10v7M14 10v7M18.5 10v7M3.5 20h17" />,
  paypay: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="3" />
      <path d="M10 6h4M11 18h2" />
    </>
  ),
  alipay: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="3" />
      <path d="M3.5 10h17M15 14.5h2.5" />
    </>
  ),
  bank_card: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 9.5h18M6.5 15h4" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  edit: <path d="M4.5 19.5l1-4.2L15.7 5.1a2 2 0 0 1 2.9 0l.3.3a2 2 0 0 1 0 2.9L8.7 18.5zM13.5 7.3l3.2 3.2" />,
  chevron: <path d="M9.5 5.5L16 12l-6.5 6.5" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7 3v5.5c0 4.4-3 7.9-7 9.5-4-1.6-7-5.1-7-9.5V6z" />
      <path d="M9 12l2.2 2.2L15.5 10" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.2v.3" />
    </>
  ),
  doc: (
    <>
      <path d="M6.5 3.5h7l4 4v13h-11z" />
      <path d="M13.5 3.5v4h4M9 12h6M9 15.5h6" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="3" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2" />
    </>
  ),
};

export function WdIcon({ name, size = 18 }: { name: WdIconName; size?: number }) {
  return <LineIcon className="wd-icon" paths={PATHS[name]} size={size} />;
}

export function MethodBadge({ method, size = 40 }: { method: PayoutMethod; size?: number }) {
  return (
    <span className={`wd-method wd-method-${method}`} style={{ width: size, height: size }}>
      <WdIcon name={method} size={Math.round(size * 0.5)} />
    </span>
  );
}

// ---- money ----------------------------------------------------------------------------------

export function useMoney() {
  const { i18n } = useTranslation('withdraw');
  const locale = i18n.language;
  // times on the host's region clock: the console and the due dates read the same days
  const region = useWithdrawOverview().data?.region;
  const timeZone = region ? REGION_TIME_ZONES[region] : undefined;
  return {
    locale,
    points: (n: number) => formatNumber(n, locale),
    cash: (minor: number, currency: string) => formatCash(minor, currency, locale),
    day: (d: string) => formatDay(d, locale),
    time: (iso: string) => formatTime(iso, locale, timeZone),
  };
}

/** The quote's lines: gross, − fee, − withholding (an estimate), = net. */
export function QuoteBreakdown({ quote, pending, testId }: { quote: TWithdrawQuote; pending?: boolean; testId?: string }) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  return (
    <dl className={cx('wd-quote', pending && 'is-pending')} data-testid={testId} aria-busy={pending || undefined}>
      {quoteRows(quote).map((r) => (
        <div key={r.key} className={cx('wd-quote-row', `wd-quote-${r.key}`)} data-key={r.key} data-amount={r.amount}>
          <dt>{t(`quote.${r.key}`)}</dt>
          <dd>
            {r.minus && r.amount > 0 ? '− ' : ''}
            {m.cash(r.amount, quote.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// ---- status ---------------------------------------------------------------------------------

export function StatusChip({ status }: { status: TWithdrawal['status'] }) {
  const { t } = useTranslation('withdraw');
  return (
    <span className={`wd-status wd-tone-${STATUS_TONE[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** requested → reviewing → approved → paid, with this request's place; a rejected or failed one says so. */
export function StatusTimeline({ w, dueDays }: { w: TWithdrawal; dueDays: number }) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const at = timelineIndex(w.status);
  const when: Record<(typeof WITHDRAW_TIMELINE)[number], string | null> = {
    requested: m.time(w.requested_at),
    reviewing: w.reviewed_at ? m.time(w.reviewed_at) : null,
    approved: w.approved_at ? m.time(w.approved_at) : null,
    paid: w.paid_at ? m.time(w.paid_at) : w.due_on ? t('timeline.dueBy', { date: m.day(w.due_on) }) : null,
  };
  if (at < 0) {
    return (
      <div className="wd-stopped" role="status">
        <WdIcon name="alert" size={20} />
        <div>
          <p className="wd-stopped-title">{t(`timeline.${w.status}`)}</p>
          {w.reject_message ? <p className="wd-muted">{w.reject_message}</p> : null}
          <p className="wd-muted wd-small">{t('timeline.returned')}</p>
        </div>
      </div>
    );
  }
  return (
    <ol className="wd-timeline" aria-label={t('timeline.label')}>
      {WITHDRAW_TIMELINE.map((s, i) => (
        <li key={s} className={cx('wd-tl', i < at && 'is-done', i === at && 'is-now')} aria-current={i === at ? 'step' : undefined}>
          <span className="wd-tl-dot">{i <= at ? <WdIcon name="check" size={12} /> : null}</span>
          <span className="wd-tl-text">
            <b>{t(`timeline.step.${s}`)}</b>
            <span className="wd-muted wd-small">{when[s] ?? (i > at ? t(`timeline.next.${s}`, { days: m.points(dueDays) }) : '')}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

// ---- records --------------------------------------------------------------------------------

export function WithdrawalRow({ w, onOpen }: { w: TWithdrawal; onOpen: (w: TWithdrawal) => void }) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  return (
    <li>
      <ListRow
        as="button"
        className={cx('wd-record', `wd-tone-row-${STATUS_TONE[w.status]}`)}
        testId="wd-record-row"
        data-id={w.id}
        data-status={w.status}
        onClick={() => onOpen(w)}
        lead={<MethodBadge method={w.method} size={38} />}
        title={
          <span className="wd-record-title">
            <span className="wd-record-net">{m.cash(w.net, w.currency)}</span>
            <StatusChip status={w.status} />
          </span>
        }
        subs={[
          `${m.points(w.points)} ${t('unit.points')} · ${w.account_label}`,
          <time key="at" dateTime={w.requested_at}>
            {m.time(w.requested_at)}
          </time>,
          w.status === 'approved' && w.due_on ? (
            <span key="due" className="wd-record-due">
              {t('record.dueBy', { date: m.day(w.due_on) })}
            </span>
          ) : null,
          w.status === 'rejected' || w.status === 'failed' ? (
            <span key="why" className="wd-record-why">
              {w.reject_message ?? t(`timeline.${w.status}`)}
            </span>
          ) : null,
        ]}
        side={<WdIcon name="chevron" size={16} />}
      />
    </li>
  );
}

export function WithdrawalList({ items, onOpen, testId }: { items: TWithdrawal[]; onOpen: (w: TWithdrawal) => void; testId?: string }) {
  return (
    <List className="wd-records" testId={testId}>
      {items.map((w) => (
        <WithdrawalRow key={w.id} w={w} onOpen={onOpen} />
      ))}
    </List>
  );
}

/** One request in full: its path, its amounts, the account, dates. */
export function WithdrawalSheet({ w, dueDays, onClose }: { w: TWithdrawal; dueDays: number; onClose: () => void }) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const rows: [string, ReactNode][] = [
    [t('detail.id'), `#${w.id}`],
    [t('detail.account'), w.account_label],
    [t('detail.points'), `${m.points(w.points)} ${t('unit.points')}`],
    [t('detail.requested'), m.time(w.requested_at)],
  ];
  if (w.approved_at) rows.push([t('detail.approved'), m.time(w.approved_at)]);
  if (w.due_on && !w.paid_at) rows.push([t('detail.due'), m.day(w.due_on)]);
  if (w.paid_at) rows.push([t('detail.paid'), m.time(w.paid_at)]);
  return (
    <Sheet
      onClose={onClose}
      closeLabel={t('action.close')}
      labelledBy="wd-sheet-title"
      className="wd-sheet ui-light"
      panelTestId="wd-detail"
    >
      <div className="wd-sheet-head">
        <h2 id="wd-sheet-title" className="wd-sheet-title">
          {t('detail.title')}
        </h2>
        <StatusChip status={w.status} />
      </div>
      <p className="wd-sheet-net">{m.cash(w.net, w.currency)}</p>
      <StatusTimeline w={w} dueDays={dueDays} />
      <QuoteBreakdown quote={w} />
      <dl className="wd-facts">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="ui-btn ui-btn-ghost ui-btn-block" onClick={onClose}>
        {t('action.close')}
      </button>
    </Sheet>
  );
}

/** The amount → account → confirm steps' progress. */
export function FlowSteps({ at }: { at: 0 | 1 | 2 }) {
  const { t } = useTranslation('withdraw');
  const names = ['amount', 'account', 'confirm'] as const;
  return (
    <ol className="wd-flow" aria-label={t('flow.label')}>
      {names.map((n, i) => (
        <li key={n} className={cx('wd-flow-step', i < at && 'is-done', i === at && 'is-now')} aria-current={i === at ? 'step' : undefined}>
          <span className="wd-flow-num">{i < at ? <WdIcon name="check" size={12} /> : i + 1}</span>
          {t(`flow.${n}`)}
        </li>
      ))}
    </ol>
  );
}

/** A small card for a problem on a step (no account, not verified, amount missing), with its way out. */
export function StepNotice({
  icon = 'alert',
  title,
  body,
  children,
  testId,
}: {
  icon?: WdIconName;
  title: string;
  body?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="ui-card wd-card wd-notice" data-testid={testId}>
      <span className="wd-notice-icon">
        <WdIcon name={icon} size={24} />
      </span>
      <h2 className="wd-notice-title">{title}</h2>
      {body ? <p className="wd-muted">{body}</p> : null}
      {children}
    </section>
  );
}
