import '../../../components/ui/button.css';
import '../fairness.css';
import { ErrorCode, FAIRNESS_API } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { ApiError, apiCall } from '../../../lib/api';
import { checkDrawProof, type DrawCheckState } from '../draw-verify';
import { CHECK_MARK as MARK } from '../verify';
import { IdCheckForm } from './IdCheckForm';
import { ProofValue } from './ProofValue';

export interface DrawVerifyPanelProps {
  /** the draw id the field starts with (and is checked at once) */
  initialId?: number;
  /** the panel rotated the viewer's seed (the page refreshes its seeds) */
  onRotated?: () => void;
}

/**
 * Checks one per-user draw in the browser (docs/fairness.md): the revealed server seed against its
 * commitment, the outcome drawn again from HMAC(seed, "<game>:<client_seed>:<nonce>") over the
 * weights, and the weights and configuration hash against the definition this page publishes.
 * A seed still in use is revealed only by rotating it, which the panel offers.
 */
export function DrawVerifyPanel({ initialId, onRotated }: DrawVerifyPanelProps) {
  const { t } = useTranslation(['draws', 'fairness']);
  const [text, setText] = useState(initialId === undefined ? '' : String(initialId));
  const [id, setId] = useState<number | null>(initialId ?? null);
  const query = useQuery({
    queryKey: ['fairness-draw', id],
    queryFn: () => apiCall(FAIRNESS_API.draw, { id: id! }, undefined, { silent: true }),
    enabled: id !== null,
    retry: false,
    staleTime: (q) => (q.state.data?.seed ? Number.POSITIVE_INFINITY : 0),
  });
  const rotate = useMutation({
    mutationFn: () => apiCall(FAIRNESS_API.rotate, {}),
    onSuccess: () => {
      onRotated?.();
      void query.refetch();
    },
  });
  const proof = query.data;
  const report = useMemo(() => (proof ? checkDrawProof(proof) : null), [proof]);
  const parsed = /^\d{1,16}$/.test(text.trim()) && Number(text.trim()) > 0 ? Number(text.trim()) : null;

  const submit = () => {
    if (parsed === null) return;
    if (parsed === id) void query.refetch();
    else setId(parsed);
  };
  const error = query.error
    ? query.error instanceof ApiError && query.error.code === ErrorCode.NOT_FOUND
      ? t('verify.notFound')
      : t('fairness:failed')
    : null;
  const verdict: DrawCheckState = !report ? 'pending' : report.ok ? 'ok' : report.failed ? 'fail' : 'pending';

  return (
    <Card title={t('verify.title')} className="fv-panel" testId="draws-verify" id="draws-verify">
      <p className="fv-help">{t('verify.help')}</p>
      <IdCheckForm
        inputId="fv-draw"
        label={t('verify.idLabel')}
        value={text}
        onChange={setText}
        onSubmit={submit}
        action={t('fairness:verify')}
        disabled={parsed === null}
        busy={query.isFetching}
        error={error}
        testIds={{ input: 'draws-verify-input', button: 'draws-verify-button' }}
      />

      {proof && report ? (
        <div className="fv-result" data-testid="draws-verify-result" data-draw-id={proof.id}>
          <ul className="fv-checks">
            {report.checks.map((c) => (
              <li key={c.key} className={`fv-check is-${c.state}`} data-testid={`draws-verify-check-${c.key}`} data-state={c.state}>
                <span className="fv-mark" role="img" aria-label={t(`fairness:mark.${c.state}`)}>
                  {MARK[c.state]}
                </span>
                <span>{t(`verify.checks.${c.key}`)}</span>
              </li>
            ))}
          </ul>
          <p
            className={verdict === 'ok' ? 'fv-verdict is-ok' : verdict === 'fail' ? 'fv-verdict is-fail' : 'fv-verdict'}
            data-testid="draws-verify-verdict"
            data-state={verdict}
          >
            {verdict === 'ok' ? t('fairness:allOk') : verdict === 'fail' ? t('fairness:notOk') : t('verify.sealedVerdict')}
          </p>
          {report.sealed ? (
            <div className="fv-note" data-testid="draws-verify-sealed">
              <p>{t('verify.sealed')}</p>
              <button
                type="button"
                className="ui-btn ui-btn-ghost ui-btn-block"
                onClick={() => rotate.mutate()}
                disabled={rotate.isPending}
                data-testid="draws-verify-rotate"
              >
                {t('verify.rotate')}
              </button>
            </div>
          ) : null}

          <dl className="fv-values">
            <ProofValue label={t('verify.fields.game')} value={proof.game} mono={false} />
            <ProofValue label={t('fairness:fields.seedHash')} value={proof.seed_hash} />
            <ProofValue label={t('fairness:fields.seed')} value={proof.seed ?? t('verify.hidden')} mono={proof.seed !== null} />
            <ProofValue label={t('verify.fields.clientSeed')} value={proof.client_seed} />
            <ProofValue label={t('verify.fields.nonce')} value={String(proof.nonce)} />
            <ProofValue label={t('fairness:fields.message')} value={report.message} />
            {report.hash ? <ProofValue label={t('fairness:fields.hmac')} value={report.hash} /> : null}
            {report.u !== null ? <ProofValue label={t('fairness:fields.u')} value={report.u.toFixed(12)} /> : null}
            <ProofValue label={t('fairness:fields.weights')} value={proof.weights.map(([n, w]) => `${n}:${w}`).join(' ')} />
            <ProofValue label={t('fairness:fields.outcome')} value={proof.outcome} />
            {report.recomputed !== null ? <ProofValue label={t('fairness:fields.recomputed')} value={report.recomputed} /> : null}
            <ProofValue label={t('fairness:fields.configHash')} value={proof.config_hash} />
            <ProofValue label={t('verify.fields.published')} value={report.published ?? '—'} />
          </dl>
        </div>
      ) : null}
    </Card>
  );
}
