import { type DrawGameDef, prizeValue } from '@app/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { headlineIndex, prizeIcon, prizeView, wheelRotation } from '../model';
import { PrizeIcon } from './PrizeIcon';
import type { StageProps } from './ScratchStage';

const R = 140;
const SPIN_MS = 4_600;

/** The point at angle `deg` (clockwise from the top) on a circle of radius `r`. */
const at = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return { x: r * Math.cos(a), y: r * Math.sin(a) };
};

/**
 * The wheel of a game's prizes (one equal segment each; the odds are in the rules). A draw spins it
 * with a CSS transform to stop on the server's result — for a batch, on its most valuable prize —
 * and without motion when the user asks for reduced motion.
 */
export function WheelStage({ game, results, runId, priceAsset, reduced, onDone }: StageProps & { game: DrawGameDef }) {
  const { t, i18n } = useTranslation('draws');
  const prizes = useMemo(() => game.prizes.map(prizeView), [game]);
  const n = prizes.length;
  const seg = 360 / n;
  const [rotation, setRotation] = useState(0);
  const [win, setWin] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const finished = useRef(-1);
  const pending = useRef<number | null>(null);
  const end = (index: number | null = pending.current) => {
    if (finished.current === runId || index === null) return;
    finished.current = runId;
    setSpinning(false);
    setWin(index);
    onDone();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each run spins once
  useEffect(() => {
    if (!results?.length) return;
    const values = results.map((r) => {
      const def = game.prizes.find((p) => p.id === r.prize.id);
      return def ? prizeValue(def) : 0;
    });
    const index = Math.max(
      0,
      game.prizes.findIndex((p) => p.id === results[headlineIndex(values)]!.prize.id),
    );
    setWin(null);
    setRotation((prev) => wheelRotation(prev, index, n, reduced ? 1 : 6, (Math.random() - 0.5) * 0.6));
    if (reduced) {
      setWin(index);
      finished.current = runId;
      onDone();
      return;
    }
    setSpinning(true);
    // transitionend is the signal; the timer covers a tab in the background (no transition events)
    const timer = setTimeout(() => end(index), SPIN_MS + 400);
    pending.current = index;
    return () => clearTimeout(timer);
  }, [runId]);

  const short = (i: number) => {
    const p = prizes[i]!;
    if (p.kind === 'currency') return p.label ? t(`prize.jackpotShort.${p.label}`) : formatNumber(p.amount ?? 0, i18n.language);
    if (p.kind === 'asset') return `×${p.amount ?? 1}`;
    if (p.kind === 'item') return t('wheel.days', { days: p.days ?? 0 });
    return t('prize.noneShort');
  };

  return (
    <section className="dg-stage dg-stage-wheel" data-testid="draws-stage" data-look="wheel">
      <div className="dg-wheel-wrap">
        <svg className="dg-wheel-pointer" viewBox="0 0 40 40" aria-hidden="true">
          <path d="M20 38L6 8a16 16 0 0128 0z" fill="#fff" stroke="var(--ui-accent)" strokeWidth="3" strokeLinejoin="round" />
          <circle cx="20" cy="14" r="5" fill="var(--ui-primary)" />
        </svg>
        <svg
          className="dg-wheel"
          viewBox={`${-R - 10} ${-R - 10} ${2 * R + 20} ${2 * R + 20}`}
          role="img"
          aria-label={t('wheel.label')}
          data-testid="draws-wheel"
          data-rotation={rotation}
          data-spinning={spinning ? 'true' : 'false'}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: reduced || !spinning ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.16, 0.84, 0.18, 1)`,
          }}
          onTransitionEnd={() => end()}
        >
          <circle r={R + 8} className="dg-wheel-rim" />
          {prizes.map((p, i) => {
            const a0 = i * seg;
            const a1 = (i + 1) * seg;
            const s = at(a0, R);
            const e = at(a1, R);
            const mid = a0 + seg / 2;
            const icon = at(mid, R * 0.56);
            const text = at(mid, R * 0.8);
            return (
              <g key={p.id} className={`dg-seg${i % 2 ? ' is-odd' : ''}${win === i ? ' is-win' : ''}`} data-prize={p.id}>
                <path d={`M0 0L${s.x} ${s.y}A${R} ${R} 0 ${seg > 180 ? 1 : 0} 1 ${e.x} ${e.y}Z`} />
                <g transform={`rotate(${mid} ${icon.x} ${icon.y})`}>
                  <PrizeIcon kind={prizeIcon(p, priceAsset)} size={28} x={icon.x - 14} y={icon.y - 14} />
                </g>
                <text x={text.x} y={text.y} transform={`rotate(${mid} ${text.x} ${text.y})`} textAnchor="middle" dominantBaseline="middle">
                  {short(i)}
                </text>
              </g>
            );
          })}
          {Array.from({ length: n }, (_, i) => {
            const d = at(i * seg, R + 4);
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed lights around the rim
            return <circle key={i} cx={d.x} cy={d.y} r="3.2" className="dg-wheel-light" />;
          })}
        </svg>
        <div className="dg-wheel-hub" aria-hidden="true">
          {t('wheel.hub')}
        </div>
      </div>
    </section>
  );
}
