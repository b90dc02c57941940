import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { prizeIcon } from '../model';
import { PrizeIcon } from './PrizeIcon';
import type { StageProps } from './ScratchStage';
import { usePrizeText } from './usePrizeText';
import { useRunFinish } from './useRunFinish';

const STAGGER_MS = 140;
const FLIP_MS = 600;

/** Face-down cards that flip one after another to show the draw's prizes (koi, magpie). */
export function CardStage({ results, runId, priceAsset, reduced, onDone, motif }: StageProps & { motif: string }) {
  const { t } = useTranslation('draws');
  const label = usePrizeText(priceAsset);
  const [flipped, setFlipped] = useState<{ run: number; count: number }>({ run: -1, count: 0 });
  const finish = useRunFinish(runId, onDone);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each run flips once
  useEffect(() => {
    if (!results?.length) return;
    const n = results.length;
    if (reduced) {
      setFlipped({ run: runId, count: n });
      finish();
      return;
    }
    setFlipped({ run: runId, count: 0 });
    const timers = results.map((_, i) => setTimeout(() => setFlipped({ run: runId, count: i + 1 }), 250 + i * STAGGER_MS));
    timers.push(setTimeout(finish, 250 + (n - 1) * STAGGER_MS + FLIP_MS + 250));
    return () => {
      for (const id of timers) clearTimeout(id);
    };
  }, [runId]);

  const cards = results ?? [null, null, null];
  const count = flipped.run === runId ? flipped.count : 0;
  return (
    <section className={cx('dg-stage dg-stage-card', `dg-motif-${motif}`)} data-testid="draws-stage" data-look="card">
      <ul className={cx('dg-cards', cards.length > 3 && 'is-many', reduced && 'is-still')} aria-label={t('card.label')}>
        {cards.map((r, i) => (
          <li
            key={r?.id ?? `idle-${i}`}
            className={cx('dg-card', r && i < count && 'is-flipped', r?.prize.kind === 'none' && 'is-none')}
            data-prize={r && i < count ? r.prize.id : undefined}
          >
            <span className="dg-card-inner">
              <span className="dg-card-back" aria-hidden="true">
                <span className="dg-card-emblem" />
              </span>
              <span className="dg-card-face" aria-hidden={!(r && i < count)}>
                {r ? (
                  <>
                    <PrizeIcon kind={prizeIcon(r.prize, priceAsset)} size={cards.length > 3 ? 26 : 40} />
                    <span className="dg-card-label">
                      {cards.length > 3 && r.prize.kind === 'none' ? t('prize.noneShort') : label(r.prize)}
                    </span>
                  </>
                ) : null}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {results ? null : <p className="dg-hint dg-center">{t('card.idle')}</p>}
    </section>
  );
}
