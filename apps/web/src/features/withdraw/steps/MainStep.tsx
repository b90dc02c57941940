import type { TWithdrawal } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useWithdrawal, useWithdrawStatement } from '../api';
import { MethodBadge, StatusChip, type StepProps, useMoney, WdIcon, WithdrawalList, WithdrawalSheet } from '../components';
import { accountsInOrder, cashOf, formatMonth, queryInt } from '../lib';
import { accountStepOf } from '../routes';

function Balance({ o }: Pick<StepProps, 'o'>) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  return (
    <section className="wd-hero" data-testid="wd-balance" data-available={o.available}>
      <div className="wd-hero-shine" aria-hidden="true" />
      <p className="wd-hero-label">
        <WdIcon name="coin" size={16} />
        {t('main.available')}
      </p>
      <p className="wd-hero-points">
        {m.points(o.available)} <span>{t('unit.points')}</span>
      </p>
      <p className="wd-hero-cash">{t('main.worth', { cash: m.cash(cashOf(o, o.available), o.currency) })}</p>
      <div className="wd-hero-stats">
        <div className="wd-hero-stat" data-testid="wd-held">
          <span>{t('main.held')}</span>
          <b>{m.points(o.held)}</b>
        </div>
        <div className="wd-hero-stat" data-testid="wd-paid-total">
          <span>{t('main.paidTotal')}</span>
          <b>{m.cash(o.paid_total, o.currency)}</b>
        </div>
      </div>
    </section>
  );
}

function Accounts({ o, href }: Pick<StepProps, 'o' | 'href'>) {
  const { t } = useTranslation('withdraw');
  const accounts = accountsInOrder(o);
  const missing = o.rules.methods.filter((m) => !o.accounts.some((a) => a.method === m));
  return (
    <Card className="wd-card" titleAs="h2" title={t('accounts.title')} testId="wd-accounts">
      {accounts.length ? (
        <List className="wd-accounts">
          {accounts.map((a) => {
            const { step, params } = accountStepOf(a.method);
            return (
              <ListRow
                key={a.id}
                testId="wd-account"
                data-method={a.method}
                lead={<MethodBadge method={a.method} />}
                title={t(`method.${a.method}`)}
                subs={[a.label, a.holder ? t('accounts.holder', { name: a.holder }) : null]}
                side={
                  <Link
                    className="wd-link-btn"
                    to={href(step, { ...params, account_id: a.id })}
                    aria-label={t('accounts.editOf', { method: t(`method.${a.method}`) })}
                  >
                    <WdIcon name="edit" size={16} />
                    {t('action.edit')}
                  </Link>
                }
              />
            );
          })}
        </List>
      ) : (
        <p className="wd-muted wd-accounts-none">{t('accounts.none')}</p>
      )}
      {missing.length ? (
        <Link className="wd-add" to={href('create_account')} data-testid="wd-add-account">
          <WdIcon name="plus" size={18} />
          {t('accounts.add')}
        </Link>
      ) : null}
    </Card>
  );
}

function Realname({ o, href }: Pick<StepProps, 'o' | 'href'>) {
  const { t } = useTranslation('withdraw');
  const r = o.realname;
  if (!r) return null;
  return (
    <Card className="wd-card wd-realname-card" testId="wd-realname" data-verified={r.verified}>
      <List>
        <ListRow
          as="div"
          variant="plain"
          lead={
            <span className={r.verified ? 'wd-badge-ok' : 'wd-badge-warn'}>
              <WdIcon name="shield" size={20} />
            </span>
          }
          title={t(r.verified ? 'realname.verified' : 'realname.needed')}
          subs={[r.verified && r.name_masked ? r.name_masked : t('realname.why')]}
          side={
            r.verified ? null : (
              <Link className="wd-link-btn" to={href('realname')} data-testid="wd-realname-go">
                {t('realname.go')}
              </Link>
            )
          }
        />
      </List>
    </Card>
  );
}

function Statement({ o }: Pick<StepProps, 'o'>) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const [month, setMonth] = useState<string | null>(null);
  const q = useWithdrawStatement(month);
  const s = q.data;
  const lines = s
    ? ([
        ['gross', s.gross, false],
        ['platform_share', s.platform_share, true],
        ['withholding', s.withholding, true],
        ['net', s.net, false],
      ] as const)
    : [];
  return (
    <Card
      className="wd-card"
      titleAs="h2"
      title={
        <>
          <span className="wd-card-icon">
            <WdIcon name="doc" size={15} />
          </span>
          {t('statement.title')}
        </>
      }
      testId="wd-statement"
    >
      {!s ? (
        q.isError ? (
          <p className="wd-muted">{t('statement.error')}</p>
        ) : (
          <Skeleton className="wd-skeleton-statement" />
        )
      ) : (
        <div className={q.isPlaceholderData ? 'is-busy' : undefined} aria-busy={q.isPlaceholderData || undefined}>
          <label className="wd-month">
            <span className="wd-sr">{t('statement.month')}</span>
            <select value={s.month} onChange={(e) => setMonth(e.currentTarget.value)} data-testid="wd-statement-month">
              {(s.months.includes(s.month) ? s.months : [s.month, ...s.months]).map((mo) => (
                <option key={mo} value={mo}>
                  {formatMonth(mo, m.locale)}
                </option>
              ))}
            </select>
          </label>
          <div className="wd-statement-top">
            <span>{t('statement.earned', { points: m.points(s.points_earned) })}</span>
            <span>{t('statement.count', { n: m.points(s.withdrawals) })}</span>
          </div>
          <dl className="wd-quote">
            {lines.map(([k, v, minus]) => (
              <div key={k} className={`wd-quote-row wd-quote-${k}`} data-key={k}>
                <dt>{t(`statement.${k}`)}</dt>
                <dd>
                  {minus && v > 0 ? '− ' : ''}
                  {m.cash(v, s.currency)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="wd-muted wd-small">{t(o.region === 'japan' ? 'statement.noteJp' : 'statement.noteCn')}</p>
        </div>
      )}
    </Card>
  );
}

function Rules({ o }: Pick<StepProps, 'o'>) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const r = o.rules;
  const fees = r.methods
    .map((method) => t('rules.feeOf', { method: t(`method.${method}`), fee: m.cash(r.fee[method] ?? 0, o.currency) }))
    .join(t('rules.sep'));
  const items = [
    { key: 'min', text: t('rules.min', { points: m.points(r.min_points), cash: m.cash(cashOf(o, r.min_points), o.currency) }) },
    { key: 'max', text: t('rules.max', { points: m.points(r.max_points) }) },
    {
      key: 'rate',
      text: t('rules.rate', { points: m.points(r.cash_per_points.points), cash: m.cash(r.cash_per_points.cash, o.currency) }),
    },
    { key: 'fee', text: r.methods.every((method) => !r.fee[method]) ? t('rules.noFee') : t('rules.fee', { fees }) },
    { key: 'tax', text: t(o.region === 'japan' ? 'rules.taxJp' : 'rules.taxCn') },
    { key: 'due', text: t(o.region === 'japan' ? 'rules.dueJp' : 'rules.dueCn', { days: m.points(r.due_business_days) }) },
    { key: 'held', text: t('rules.held') },
    { key: 'name', text: t(o.region === 'japan' ? 'rules.nameJp' : 'rules.nameCn') },
  ];
  return (
    <Card className="wd-card wd-rules" titleAs="h2" title={t('rules.title')} testId="wd-rules">
      <RulesBlock items={items} />
    </Card>
  );
}

function DoneBanner({ id, dueDays, href }: { id: number; dueDays: number; href: StepProps['href'] }) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const q = useWithdrawal(id);
  const w = q.data;
  return (
    <section className="wd-done" role="status" data-testid="wd-done" data-id={id}>
      <span className="wd-done-icon">
        <WdIcon name="check" size={22} />
      </span>
      <div className="wd-done-main">
        <p className="wd-done-title">{t('success.title')}</p>
        <p className="wd-small">
          {w ? (
            <>
              {m.cash(w.net, w.currency)} · <StatusChip status={w.status} />
            </>
          ) : (
            t('success.body', { days: m.points(dueDays) })
          )}
        </p>
      </div>
      <Link className="wd-link-btn" to={href('record')}>
        {t('action.records')}
      </Link>
    </section>
  );
}

export function MainStep({ o, href, search }: StepProps) {
  const { t } = useTranslation('withdraw');
  const [open, setOpen] = useState<TWithdrawal | null>(null);
  const done = queryInt(search.get('done'));
  const needsRealname = o.realname !== null && !o.realname.verified;
  const canWithdraw = o.available >= o.rules.min_points;
  const m = useMoney();
  return (
    <>
      {done ? <DoneBanner id={done} dueDays={o.rules.due_business_days} href={href} /> : null}
      <Balance o={o} />
      <div className="wd-cta">
        <Link
          className="ui-btn ui-btn-block wd-primary"
          to={needsRealname ? href('realname', { next: 'pre_apply' }) : href('pre_apply')}
          aria-disabled={!canWithdraw || undefined}
          onClick={(e) => {
            if (!canWithdraw) e.preventDefault();
          }}
          data-testid="wd-start"
        >
          {t('main.withdraw')}
        </Link>
        {!canWithdraw ? (
          <p className="wd-muted wd-small wd-center">{t('main.belowMin', { points: m.points(o.rules.min_points) })}</p>
        ) : null}
      </div>
      <Realname o={o} href={href} />
      <Accounts o={o} href={href} />
      <Card
        className="wd-card"
        titleAs="h2"
        title={
          <>
            <span className="wd-card-icon">
              <WdIcon name="clock" size={15} />
            </span>
            {t('recent.title')}
            <Link className="wd-card-more" to={href('record')} data-testid="wd-all-records">
              {t('recent.all')}
              <WdIcon name="chevron" size={14} />
            </Link>
          </>
        }
        testId="wd-recent"
      >
        {o.recent.length ? <WithdrawalList items={o.recent} onOpen={setOpen} /> : <EmptyState>{t('recent.none')}</EmptyState>}
      </Card>
      <Statement o={o} />
      <Rules o={o} />
      {open ? <WithdrawalSheet w={open} dueDays={o.rules.due_business_days} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
