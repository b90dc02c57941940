import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { FlowSteps, MethodBadge, QuoteBreakdown, StepNotice, type StepProps, useMoney, WdIcon } from '../components';
import { accountsInOrder, queryInt } from '../lib';
import { useLiveQuote, useProblemText } from './AmountStep';

/** The payout account for the amount chosen, the quote for its method, then confirm. */
export function ApplyStep({ o, search, href, go }: StepProps) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const problemText = useProblemText();
  const points = queryInt(search.get('points'));
  const accounts = accountsInOrder(o);
  const asked = queryInt(search.get('account_id'));
  const [picked, setPicked] = useState<number | null>(() => (accounts.some((a) => a.id === asked) ? asked : (accounts[0]?.id ?? null)));
  const account = accounts.find((a) => a.id === picked) ?? null;
  const method = account?.method ?? o.rules.methods[0] ?? 'bank';
  const { quote, problem, pending } = useLiveQuote(o, method, points);

  if (points === null) {
    return (
      <StepNotice title={t('apply.noAmount')} testId="wd-apply-no-amount">
        <Link className="ui-btn wd-primary" to={href('pre_apply')}>
          {t('apply.chooseAmount')}
        </Link>
      </StepNotice>
    );
  }
  const needsRealname = o.realname !== null && !o.realname.verified;
  const back = { points, account_id: picked };

  return (
    <>
      <FlowSteps at={1} />
      {needsRealname ? (
        <StepNotice icon="shield" title={t('realname.needed')} body={t('realname.why')} testId="wd-apply-realname">
          <Link className="ui-btn wd-primary" to={href('realname', { next: 'apply', points })}>
            {t('realname.go')}
          </Link>
        </StepNotice>
      ) : null}
      <section className="ui-card wd-card" data-testid="wd-apply-accounts">
        <h2 className="wd-card-h">{t('apply.account')}</h2>
        {accounts.length ? (
          <div className="wd-radios" role="radiogroup" aria-label={t('apply.account')}>
            {accounts.map((a) => (
              <label key={a.id} className={cx('wd-radio', a.id === picked && 'is-on')} data-testid="wd-account-option" data-id={a.id}>
                <input
                  type="radio"
                  name="wd-account"
                  className="wd-radio-input"
                  checked={a.id === picked}
                  onChange={() => setPicked(a.id)}
                />
                <MethodBadge method={a.method} size={36} />
                <span className="wd-radio-main">
                  <b>{t(`method.${a.method}`)}</b>
                  <span className="wd-muted wd-small">{a.label}</span>
                  {a.holder ? <span className="wd-muted wd-small">{t('accounts.holder', { name: a.holder })}</span> : null}
                </span>
                <span className="wd-radio-mark" aria-hidden="true">
                  {a.id === picked ? <WdIcon name="check" size={14} /> : null}
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="wd-muted">{t('accounts.none')}</p>
        )}
        {o.rules.methods.some((mt) => !o.accounts.some((a) => a.method === mt)) ? (
          <Link className="wd-add" to={href('create_account', { next: 'apply', points })} data-testid="wd-apply-add">
            <WdIcon name="plus" size={18} />
            {t('accounts.add')}
          </Link>
        ) : null}
      </section>

      <section className="ui-card wd-card" data-testid="wd-apply-quote">
        <h2 className="wd-card-h">
          {t('apply.review')}
          <Link className="wd-card-more" to={href('pre_apply', back)}>
            {t('action.change')}
          </Link>
        </h2>
        <p className="wd-review-points">
          {m.points(points)} <span>{t('unit.points')}</span>
        </p>
        <QuoteBreakdown quote={quote} pending={pending} testId="wd-quote" />
        {problem ? (
          <p className="wd-error" data-testid="wd-problem" data-problem={problem}>
            {problemText(o, problem)}
          </p>
        ) : null}
      </section>

      <div className="wd-actions">
        <button
          type="button"
          className="ui-btn ui-btn-block wd-primary"
          disabled={!account || problem !== null || needsRealname}
          onClick={() => account && go('confirm', { points, account_id: account.id })}
          data-testid="wd-next"
        >
          {t('action.next')}
        </button>
      </div>
    </>
  );
}
