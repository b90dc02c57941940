import { ErrorCode } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field, TextInput } from '../../../components/form';
import { Spinner } from '../../../components/ui/Spinner';
import { useWithdrawRequest } from '../api';
import { FlowSteps, MethodBadge, QuoteBreakdown, StepNotice, type StepProps, useMoney, WdIcon } from '../components';
import { errorCode, queryInt } from '../lib';
import { useLiveQuote, useProblemText } from './AmountStep';

/** The summary, her login password again (the step-up), and the request. */
export function ConfirmStep({ o, search, href, go }: StepProps) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const problemText = useProblemText();
  const points = queryInt(search.get('points'));
  const account = o.accounts.find((a) => a.id === queryInt(search.get('account_id'))) ?? null;
  const { quote, problem, pending } = useLiveQuote(o, account?.method ?? o.rules.methods[0] ?? 'bank', points);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const request = useWithdrawRequest();
  const code = errorCode(request.error);
  const wrongPassword = code === ErrorCode.WITHDRAW_PASSWORD_WRONG;

  if (points === null || !account) {
    return (
      <StepNotice title={t('confirm.missing')} testId="wd-confirm-missing">
        <Link className="ui-btn wd-primary" to={href(points === null ? 'pre_apply' : 'apply', { points })}>
          {t(points === null ? 'apply.chooseAmount' : 'apply.chooseAccount')}
        </Link>
      </StepNotice>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password || request.isPending) return;
    request.mutate({ account_id: account.id, points, password }, { onSuccess: (w) => go('success', { id: w.id }, { replace: true }) });
  };

  const otherError =
    request.error && !wrongPassword ? (
      <div className="wd-form-error" role="alert" data-testid="wd-confirm-error" data-code={code ?? undefined}>
        <p>{code === ErrorCode.NETWORK ? t('confirm.network') : (request.error as Error).message}</p>
        {code === ErrorCode.WITHDRAW_REALNAME_REQUIRED ? (
          <Link className="wd-link-btn" to={href('realname', { next: 'confirm', points, account_id: account.id })}>
            {t('realname.go')}
          </Link>
        ) : code === ErrorCode.WITHDRAW_ACCOUNT_MISSING ? (
          <Link className="wd-link-btn" to={href('apply', { points })}>
            {t('apply.chooseAccount')}
          </Link>
        ) : code === ErrorCode.WITHDRAW_BELOW_MINIMUM || code === ErrorCode.WITHDRAW_ABOVE_MAXIMUM ? (
          <Link className="wd-link-btn" to={href('pre_apply', { points, account_id: account.id })}>
            {t('action.change')}
          </Link>
        ) : null}
      </div>
    ) : null;

  return (
    <>
      <FlowSteps at={2} />
      <section className="ui-card wd-card wd-summary" data-testid="wd-confirm-summary">
        <p className="wd-summary-label">{t('confirm.youGet')}</p>
        <p className="wd-summary-net" data-testid="wd-confirm-net" data-net={quote.net}>
          {m.cash(quote.net, quote.currency)}
        </p>
        <p className="wd-muted wd-small wd-center">{t('confirm.points', { points: m.points(points) })}</p>
        <div className="wd-summary-account">
          <MethodBadge method={account.method} size={36} />
          <span className="wd-radio-main">
            <b>{t(`method.${account.method}`)}</b>
            <span className="wd-muted wd-small">{account.label}</span>
            {account.holder ? <span className="wd-muted wd-small">{t('accounts.holder', { name: account.holder })}</span> : null}
          </span>
        </div>
        <QuoteBreakdown quote={quote} pending={pending} testId="wd-quote" />
        {problem ? (
          <p className="wd-error" data-testid="wd-problem" data-problem={problem}>
            {problemText(o, problem)}
          </p>
        ) : null}
        <p className="wd-muted wd-small">
          {t(o.region === 'japan' ? 'rules.dueJp' : 'rules.dueCn', { days: m.points(o.rules.due_business_days) })}
        </p>
      </section>

      <form className="ui-card wd-card wd-password" onSubmit={submit} noValidate data-testid="wd-confirm-form">
        <h2 className="wd-card-h">
          <span className="wd-card-icon">
            <WdIcon name="lock" size={15} />
          </span>
          {t('confirm.passwordTitle')}
        </h2>
        <Field label={t('confirm.password')} error={wrongPassword ? t('confirm.wrongPassword') : null} help={t('confirm.passwordHelp')}>
          <span className="wd-password-box">
            <TextInput
              type={shown ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              maxLength={200}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                if (wrongPassword) request.reset();
              }}
              invalid={wrongPassword}
              data-testid="wd-password"
            />
            <button type="button" className="wd-reveal" onClick={() => setShown(!shown)} aria-pressed={shown}>
              {t(shown ? 'confirm.hide' : 'confirm.show')}
            </button>
          </span>
        </Field>
        {otherError}
        <button
          type="submit"
          className="ui-btn ui-btn-block wd-primary"
          disabled={!password || request.isPending || problem !== null}
          aria-busy={request.isPending || undefined}
          data-testid="wd-submit"
        >
          {request.isPending ? <Spinner /> : null}
          {t('confirm.submit', { cash: m.cash(quote.net, quote.currency) })}
        </button>
      </form>
    </>
  );
}
