import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { prizeIcon } from '../model';
import { PrizeIcon } from './PrizeIcon';
import type { StageProps } from './ScratchStage';
import { useRunFinish } from './useRunFinish';

const SHAKE_MS = 750;
const OPEN_MS = 900;

/** A gift box: a draw shakes it, the lid flies off and the prizes rise out of it. */
export function BoxStage({ results, runId, priceAsset, reduced, onDone, tone }: StageProps & { tone: string }) {
  const { t } = useTranslation('draws');
  const [phase, setPhase] = useState<'idle' | 'shake' | 'open'>('idle');
  const finish = useRunFinish(runId, onDone);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each run opens once
  useEffect(() => {
    if (!results?.length) return;
    if (reduced) {
      setPhase('open');
      finish();
      return;
    }
    setPhase('shake');
    const a = setTimeout(() => setPhase('open'), SHAKE_MS);
    const b = setTimeout(finish, SHAKE_MS + OPEN_MS);
    return () => {
      clearTimeout(a);
      clearTimeout(b);
    };
  }, [runId]);

  const shown = phase === 'open' ? (results ?? []).slice(0, 5) : [];
  return (
    <section className={cx('dg-stage dg-stage-box', `dg-tone-${tone}`)} data-testid="draws-stage" data-look="box" data-phase={phase}>
      <div className={cx('dg-box', `is-${phase}`, reduced && 'is-still')} role="img" aria-label={t('box.label')}>
        <div className="dg-box-glow" />
        <div className="dg-box-pop">
          {shown.map((r, i) => (
            <span key={r.id} className="dg-box-prize" style={{ animationDelay: `${i * 90}ms` }} data-prize={r.prize.id}>
              <PrizeIcon kind={prizeIcon(r.prize, priceAsset)} size={40} />
            </span>
          ))}
        </div>
        <div className="dg-box-lid">
          <span className="dg-box-bow" />
        </div>
        <div className="dg-box-body">
          <span className="dg-box-mark">?</span>
        </div>
      </div>
      <p className="dg-hint dg-center">{phase === 'idle' ? t('box.idle') : phase === 'shake' ? t('box.opening') : t('box.opened')}</p>
    </section>
  );
}
