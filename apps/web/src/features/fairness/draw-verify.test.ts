import {
  DRAW_GAMES,
  drawMessage,
  drawOutcome,
  drawWeights,
  publishedConfigHash,
  sha256Hex,
  sha256Text,
  type TFairnessDraw,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { checkDrawProof } from './draw-verify';

const scratch = DRAW_GAMES.find((g) => g.id === 'scratch')!;
const seed = sha256Text('draw-verify test: server seed');
const weights = drawWeights(scratch).map(([n, w]) => [n, w] as [string, number]);
const proof: TFairnessDraw = {
  id: 7,
  game: 'scratch',
  seed_hash: sha256Hex(seed),
  seed,
  client_seed: 'lucky-7',
  nonce: 42,
  weights,
  config_hash: publishedConfigHash('scratch')!,
  outcome: drawOutcome(seed, drawMessage('scratch', 'lucky-7', 42), weights).name,
  created_at: '2026-11-24T00:00:00.000Z',
};
const states = (p: TFairnessDraw) => Object.fromEntries(checkDrawProof(p).checks.map((c) => [c.key, c.state]));

describe('checkDrawProof', () => {
  it('passes an honest draw and shows its message and recomputed outcome', () => {
    const r = checkDrawProof(proof);
    expect(states(proof)).toEqual({ commitment: 'ok', outcome: 'ok', weights: 'ok', config: 'ok' });
    expect(r.ok).toBe(true);
    expect(r.failed).toBe(false);
    expect(r.message).toBe('scratch:lucky-7:42');
    expect(r.recomputed).toBe(proof.outcome);
    expect(r.published).toBe(publishedConfigHash('scratch')!);
  });

  it('matches worked example 2 of docs/fairness.md', () => {
    const server = sha256Text('fairness worked example: scratch server seed');
    const w: [string, number][] = [
      ['lamborghini', 1],
      ['rose', 600],
      ['nothing', 399],
    ];
    const r = checkDrawProof({ ...proof, seed: server, seed_hash: sha256Hex(server), weights: w, outcome: 'nothing' }, null);
    expect(r.hash).toBe('f9b9329d6e113ddc61e2b3dd6e340976cc68d0938808d1019f8452fe70a5fc95');
    expect(r.checks.find((c) => c.key === 'outcome')?.state).toBe('ok');
  });

  it('fails a tampered seed', () => {
    const other = sha256Text('another seed');
    expect(states({ ...proof, seed: other }).commitment).toBe('fail');
    expect(checkDrawProof({ ...proof, seed: other }).ok).toBe(false);
    expect(states({ ...proof, seed_hash: sha256Hex(other) }).commitment).toBe('fail');
  });

  it('fails a tampered outcome, client seed or nonce', () => {
    const wrong = weights.find(([n]) => n !== proof.outcome)![0];
    expect(states({ ...proof, outcome: wrong }).outcome).toBe('fail');
    // the outcome is recomputed from the message, so a changed nonce or client seed changes it (almost surely)
    const moved = [1, 2, 3, 4, 5].some((d) => states({ ...proof, nonce: proof.nonce + d }).outcome === 'fail');
    expect(moved).toBe(true);
    expect(checkDrawProof({ ...proof, outcome: wrong }).failed).toBe(true);
  });

  it('fails a tampered configuration: hash, weights or an unknown game', () => {
    expect(states({ ...proof, config_hash: 'a'.repeat(64) }).config).toBe('fail');
    const heavier = weights.map(([n, w], i) => [n, i === 0 ? w + 1 : w] as [string, number]);
    expect(states({ ...proof, weights: heavier }).weights).toBe('fail');
    expect(states({ ...proof, config_hash: publishedConfigHash('lucky_wheel')! }).config).toBe('fail');
    expect(checkDrawProof({ ...proof, game: 'nope' }).ok).toBe(false);
  });

  it('is pending, not failed, until the seed is revealed', () => {
    const r = checkDrawProof({ ...proof, seed: null });
    expect(r.sealed).toBe(true);
    expect(r.ok).toBe(false);
    expect(r.failed).toBe(false);
    expect(states({ ...proof, seed: null })).toEqual({ commitment: 'pending', outcome: 'pending', weights: 'ok', config: 'ok' });
  });
});
