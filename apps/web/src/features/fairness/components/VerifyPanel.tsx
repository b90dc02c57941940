import '../../../components/ui/button.css';
import '../fairness.css';
import { type BrandId, ErrorCode } from '@app/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { ApiError } from '../../../lib/api';
import { useRoundProofQuery } from '../api';
import { checkProof, CHECK_MARK as MARK } from '../verify';
import { IdCheckForm } from './IdCheckForm';
import { ProofValue } from './ProofValue';

export interface VerifyPanelProps {
  /** the game whose rounds are checked, e.g. `racing` */
  game: string;
  brand: BrandId;
  /** the round id the field starts with (and is checked at once) */
  initialRound?: number;
}

/**
 * Checks one round's proof in the browser (docs/fairness.md): the revealed seed against the
 * commitment published before the round, the seed against its chain's anchor, and the outcome
 * drawn again from the seed and the published weights.
 */
export function VerifyPanel({ game, brand, initialRound }: VerifyPanelProps) {
  const { t } = useTranslation('fairness');
  const [text, setText] = useState(initialRound === undefined ? '' : String(initialRound));
  const [roundId, setRoundId] = useState<number | null>(initialRound ?? null);
  const [edited, setEdited] = useState(false);
  // a round that becomes known after the panel opened (the game's state was still loading) is
  // checked as soon as it is, unless the user has typed a round of their own
  useEffect(() => {
    if (edited || initialRound === undefined || roundId !== null) return;
    setText(String(initialRound));
    setRoundId(initialRound);
  }, [edited, initialRound, roundId]);
  const query = useRoundProofQuery(game, roundId, brand);
  const proof = query.data;
  const report = useMemo(() => (proof ? checkProof(proof) : null), [proof]);
  const parsed = /^\d{1,16}$/.test(text.trim()) ? Number(text.trim()) : null;

  const submit = () => {
    if (parsed === null) return;
    if (parsed === roundId) void query.refetch();
    else setRoundId(parsed);
  };

  const error = query.error
    ? query.error instanceof ApiError && query.error.code === ErrorCode.NOT_FOUND
      ? t('notFound')
      : t('failed')
    : null;

  return (
    <Card title={t('title')} className="fv-panel" testId="fairness-verify">
      <p className="fv-help">{t('help')}</p>
      <IdCheckForm
        inputId="fv-round"
        label={t('roundLabel')}
        value={text}
        onChange={(v) => {
          setEdited(true);
          setText(v);
        }}
        onSubmit={submit}
        action={t('verify')}
        disabled={parsed === null}
        busy={query.isFetching}
        error={error}
        testIds={{ input: 'fairness-round-input', button: 'fairness-verify-button' }}
      />

      {proof && report ? (
        <div className="fv-result" data-testid="fairness-result" data-round={proof.round_id} data-state={proof.state}>
          <p className="fv-state">{t('roundState', { round: proof.round_id, state: t(`state.${proof.state}`) })}</p>
          {proof.state === 'open' ? <p className="fv-note">{t('openNote')}</p> : null}
          {proof.state === 'void' ? <p className="fv-note">{t('voidNote')}</p> : null}

          <ul className="fv-checks">
            {report.checks.map((c) => (
              <li key={c.key} className={`fv-check is-${c.state}`} data-testid={`fairness-check-${c.key}`}>
                <span className="fv-mark" role="img" aria-label={t(`mark.${c.state}`)}>
                  {MARK[c.state]}
                </span>
                <span>{t(`checks.${c.key}`)}</span>
              </li>
            ))}
          </ul>
          {proof.state !== 'open' ? (
            <p className={report.ok ? 'fv-verdict is-ok' : 'fv-verdict is-fail'}>{t(report.ok ? 'allOk' : 'notOk')}</p>
          ) : null}

          <dl className="fv-values">
            <ProofValue label={t('fields.seedHash')} value={proof.seed_hash} />
            <ProofValue label={t('fields.seed')} value={proof.seed ?? t('hidden')} mono={proof.seed !== null} />
            <ProofValue label={t('fields.anchor')} value={proof.chain.anchor} />
            <ProofValue
              label={t('fields.index')}
              value={`${proof.chain.index} (${t('fields.chainStart', { round: proof.chain.first_round })})`}
            />
            <ProofValue label={t('fields.message')} value={report.message} />
            {report.hash ? <ProofValue label={t('fields.hmac')} value={report.hash} /> : null}
            {report.u !== null ? <ProofValue label={t('fields.u')} value={report.u.toFixed(12)} /> : null}
            <ProofValue label={t('fields.weights')} value={proof.weights.map(([n, w]) => `${n}:${w}`).join(' ')} />
            <ProofValue label={t('fields.outcome')} value={proof.outcome ?? '—'} />
            {report.recomputed !== null && proof.state === 'settled' ? (
              <ProofValue label={t('fields.recomputed')} value={report.recomputed} />
            ) : null}
            <ProofValue label={t('fields.configHash')} value={proof.config_hash} />
          </dl>
        </div>
      ) : null}
    </Card>
  );
}
