import type { PayoutMethod, TWithdrawOverview } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { useWithdrawQuote } from '../api';
import { FlowSteps, QuoteBreakdown, type StepProps, useMoney } from '../components';
import { cashOf, localProblem, localQuote, parsePoints, preferredMethod, type QuoteProblem, queryInt, quickAmounts } from '../lib';

/**
 * The quote on screen: the shared rules' at once, the server's once it answered for this very
 * amount (the server's wins: its rules and her balance are the truth).
 */
export function useLiveQuote(o: TWithdrawOverview, method: PayoutMethod, points: number | null) {
  const server = useWithdrawQuote(method, points);
  const local = localQuote(o, method, points ?? 0);
  const answered = server.current && server.data ? server.data : null;
  const quote = answered?.quote ?? local;
  const problem: QuoteProblem | null = points === null ? null : answered ? answered.problem : localProblem(o, method, points);
  return { quote, problem, pending: points !== null && points > 0 && !answered && server.fetchStatus !== 'idle' };
}

/** A quote problem in words, with the figures it needs. */
export function useProblemText() {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  return (o: TWithdrawOverview, problem: QuoteProblem) =>
    t(`problem.${problem}`, {
      min: m.points(o.rules.min_points),
      max: m.points(o.rules.max_points),
      available: m.points(o.available),
    });
}

export function AmountStep({ o, search, go }: StepProps) {
  const { t } = useTranslation('withdraw');
  const m = useMoney();
  const problemText = useProblemText();
  const accountId = queryInt(search.get('account_id'));
  const [text, setText] = useState(() => search.get('points') ?? '');
  const points = parsePoints(text);
  const method = preferredMethod(o, accountId);
  const { quote, problem, pending } = useLiveQuote(o, method, points);
  const chips = quickAmounts(o);
  const picked = chips.find((c) => c.points === points)?.key ?? null;
  const invalid = text.trim() !== '' && points === null;
  const canGo = points !== null && problem === null;

  return (
    <>
      <FlowSteps at={0} />
      <section className="ui-card wd-card" data-testid="wd-amount">
        <label className="wd-amount" htmlFor="wd-points">
          <span className="wd-amount-label">{t('amount.label')}</span>
          <span className="wd-amount-box">
            <input
              id="wd-points"
              className="wd-amount-input"
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="next"
              placeholder={t('amount.placeholder', { min: m.points(o.rules.min_points) })}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              aria-invalid={invalid || (problem !== null && problem !== 'method') || undefined}
              aria-describedby="wd-amount-help"
              data-testid="wd-points"
            />
            <span className="wd-amount-unit">{t('unit.points')}</span>
          </span>
        </label>
        <p id="wd-amount-help" className="wd-amount-help" aria-live="polite">
          {invalid ? (
            <span className="wd-error">{t('problem.number')}</span>
          ) : problem ? (
            <span className="wd-error" data-testid="wd-problem" data-problem={problem}>
              {problemText(o, problem)}
            </span>
          ) : (
            <span className="wd-muted">
              {t('amount.available', { points: m.points(o.available), cash: m.cash(cashOf(o, o.available), o.currency) })}
            </span>
          )}
        </p>
        {chips.length ? (
          <ChipGroup
            className="wd-chips"
            label={t('amount.quick')}
            options={chips.map((c) => c.key)}
            value={picked}
            onChange={(key) => setText(String(chips.find((c) => c.key === key)?.points ?? ''))}
            testId={(key) => `wd-chip-${key}`}
          >
            {(key) => (
              <>
                <b>{t(`amount.chip.${key}`)}</b>
                <span>{m.points(chips.find((c) => c.key === key)?.points ?? 0)}</span>
              </>
            )}
          </ChipGroup>
        ) : null}
      </section>

      <section className="ui-card wd-card" data-testid="wd-amount-quote">
        <h2 className="wd-card-h">{t('quote.title')}</h2>
        <QuoteBreakdown quote={quote} pending={pending} testId="wd-quote" />
        <p className="wd-muted wd-small">
          {t('quote.methodNote', { method: t(`method.${method}`) })} {t(o.region === 'japan' ? 'quote.taxNoteJp' : 'quote.taxNoteCn')}
        </p>
      </section>

      <div className="wd-actions">
        <button
          type="button"
          className="ui-btn ui-btn-block wd-primary"
          disabled={!canGo}
          onClick={() => points !== null && go('apply', { points, account_id: accountId })}
          data-testid="wd-next"
        >
          {t('action.next')}
        </button>
      </div>
    </>
  );
}
