import type { TDrawRecord } from '@app/shared';
import { type PointerEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { type PriceAsset, prizeIcon, SCRATCH_REVEAL_AT, ScratchCoverage } from '../model';
import { PrizeIcon } from './PrizeIcon';
import { usePrizeText } from './usePrizeText';

export interface StageProps {
  /** the latest draw's results, null before the first */
  results: readonly TDrawRecord[] | null;
  /** a new number for every draw (restarts the animation) */
  runId: number;
  priceAsset: PriceAsset;
  reduced: boolean;
  /** the stage has shown its results: the page opens the result sheet */
  onDone: () => void;
}

const BRUSH = 18;

/** The silver foil, with a sheen, sparkles and the "scratch here" text. */
function paintFoil(ctx: CanvasRenderingContext2D, w: number, h: number, text: string, small: boolean) {
  ctx.globalCompositeOperation = 'source-over';
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, '#b9b8c6');
  g.addColorStop(0.35, '#eceaf3');
  g.addColorStop(0.55, '#c4c2d1');
  g.addColorStop(1, '#9f9db0');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  for (let i = 0; i < (small ? 14 : 40); i++) {
    const x = (Math.sin(i * 12.9898) * 43758.5453) % 1;
    const y = (Math.sin(i * 78.233) * 12543.123) % 1;
    ctx.beginPath();
    ctx.arc(Math.abs(x) * w, Math.abs(y) * h, small ? 1 : 1.6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(60, 56, 84, 0.55)';
  ctx.font = `700 ${small ? 11 : 18}px system-ui, -apple-system, "Hiragino Sans", "PingFang SC", sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, w / 2, h / 2, w - 12);
}

interface TileProps {
  record: TDrawRecord | null;
  small: boolean;
  revealed: boolean;
  onReveal: () => void;
  priceAsset: PriceAsset;
  reduced: boolean;
}

/** One scratch card: the prize underneath, the foil on a canvas the finger (or mouse) wipes off. */
function ScratchTile({ record, small, revealed, onReveal, priceAsset, reduced }: TileProps) {
  const { t } = useTranslation('draws');
  const label = usePrizeText(priceAsset);
  const canvas = useRef<HTMLCanvasElement>(null);
  const coverage = useRef<ScratchCoverage | null>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const foilText = record ? t(small ? 'scratch.foilShort' : 'scratch.foil') : t('scratch.foilIdle');

  useLayoutEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const rect = c.getBoundingClientRect();
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    c.width = Math.max(1, Math.round(rect.width * dpr));
    c.height = Math.max(1, Math.round(rect.height * dpr));
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    paintFoil(ctx, rect.width, rect.height, foilText, small);
    coverage.current = new ScratchCoverage(rect.width, rect.height);
  }, [foilText, small]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const scratch = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const r = small ? BRUSH * 0.7 : BRUSH;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineWidth = r * 2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x + 0.01, to.y);
    ctx.stroke();
    coverage.current?.stroke(from.x, from.y, to.x, to.y, r);
    if ((coverage.current?.ratio ?? 0) >= SCRATCH_REVEAL_AT) onReveal();
  };
  const active = record !== null && !revealed;

  return (
    <div className={cx('dg-scratch-tile', small && 'is-small', revealed && 'is-revealed', record?.prize.kind === 'none' && 'is-none')}>
      {record ? (
        <div className="dg-scratch-prize" data-prize={record.prize.id} aria-hidden={!revealed}>
          <PrizeIcon kind={prizeIcon(record.prize, priceAsset)} size={small ? 26 : 48} />
          <span className="dg-scratch-label">{small && record.prize.kind === 'none' ? t('prize.noneShort') : label(record.prize)}</span>
        </div>
      ) : (
        <div className="dg-scratch-prize is-idle">
          <span className="dg-scratch-label">{t('scratch.idle')}</span>
        </div>
      )}
      <canvas
        ref={canvas}
        className={cx('dg-scratch-foil', revealed && 'is-gone', reduced && 'is-instant')}
        role="img"
        aria-label={t('scratch.foilLabel')}
        data-testid="draws-scratch-canvas"
        data-revealed={revealed ? 'true' : 'false'}
        style={{ touchAction: active ? 'none' : 'auto', cursor: active ? 'crosshair' : 'default' }}
        onPointerDown={(e) => {
          if (!active) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          const p = point(e);
          last.current = p;
          scratch(p, p);
        }}
        onPointerMove={(e) => {
          if (!active || !last.current) return;
          const p = point(e);
          scratch(last.current, p);
          last.current = p;
        }}
        onPointerUp={() => {
          last.current = null;
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
    </div>
  );
}

/**
 * The scratch card: the server has drawn the prize already; the user wipes the foil off (or taps
 * "reveal all"). ×10 shows ten small cards in a grid. Everything shows once 60% of a card is off.
 */
export function ScratchStage({ results, runId, priceAsset, reduced, onDone }: StageProps) {
  const { t } = useTranslation('draws');
  // the flags belong to one run: a new run starts covered (even before an effect could reset them)
  const [state, setState] = useState<{ run: number; flags: boolean[] }>({ run: runId, flags: [] });
  const revealed = state.run === runId ? state.flags : [];
  const setRevealed = useCallback(
    (next: (prev: boolean[]) => boolean[]) =>
      setState((s) => {
        const base = s.run === runId ? s.flags : (results ?? []).map(() => false);
        const flags = next(base);
        return flags === base && s.run === runId ? s : { run: runId, flags };
      }),
    [runId, results],
  );
  const done = useRef(-1);
  const all = results !== null && results.length > 0 && revealed.length === results.length && revealed.every(Boolean);
  useEffect(() => {
    if (all && done.current !== runId) {
      done.current = runId;
      onDone();
    }
  }, [all, runId, onDone]);
  const reveal = useCallback(
    (i: number) => setRevealed((prev) => (prev[i] ? prev : (results ?? []).map((_, j) => Boolean(prev[j]) || j === i))),
    [setRevealed, results],
  );
  const small = (results?.length ?? 1) > 1;

  return (
    <section className="dg-stage dg-stage-scratch" data-testid="draws-stage" data-look="scratch">
      <div className={cx('dg-scratch-grid', small && 'is-grid')} key={runId}>
        {(results ?? [null]).map((r, i) => (
          <ScratchTile
            key={r?.id ?? 'idle'}
            record={r}
            small={small}
            revealed={revealed[i] ?? false}
            onReveal={() => reveal(i)}
            priceAsset={priceAsset}
            reduced={reduced}
          />
        ))}
      </div>
      {results && !all ? (
        <div className="dg-stage-foot">
          <span className="dg-hint">{t('scratch.hint')}</span>
          <button
            type="button"
            className="ui-btn ui-btn-ghost"
            onClick={() => setRevealed(() => results.map(() => true))}
            data-testid="draws-reveal-all"
          >
            {t('scratch.revealAll')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
