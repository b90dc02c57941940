import { chainSeeds, RACING_WEIGHTS, sha256Text, type TFairnessRound } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { checkProof } from './verify';

// worked example 1 of docs/fairness.md: a 5-link chain, round 44000000 on seed_3
const seeds = chainSeeds(sha256Text('fairness worked example: racing chain'), 5);
const proof: TFairnessRound = {
  game: 'racing',
  brand: 'default',
  round_id: 44_000_000,
  state: 'settled',
  seed_hash: seeds[2]!,
  seed: seeds[3]!,
  client_seed: '',
  nonce: null,
  weights: RACING_WEIGHTS.map(([n, w]) => [n, w] as [string, number]),
  config_hash: 'c'.repeat(64),
  outcome: '1',
  chain: { first_round: 43_999_998, index: 3, anchor: 'eabd9230c7cfb24ab22f86ca27d9f277cdf314516d5be6466cc9875164a5e22d' },
};
const states = (p: TFairnessRound) => Object.fromEntries(checkProof(p).checks.map((c) => [c.key, c.state]));

describe('checkProof', () => {
  it('passes worked example 1 and shows its values', () => {
    const report = checkProof(proof);
    expect(states(proof)).toEqual({ commitment: 'ok', chain: 'ok', outcome: 'ok' });
    expect(report.ok).toBe(true);
    expect(report.message).toBe('racing:44000000:');
    expect(report.hash).toBe('2d57684f247fb93fefc53d80a4eac22d9fbe3ad21524c5d9ab9d42d69a1b14ec');
    expect(report.u).toBeCloseTo(0.177114981958, 12);
    expect(report.recomputed).toBe('1');
  });

  it('passes worked example 2 (a per-user draw with a nonce)', () => {
    const server = sha256Text('fairness worked example: scratch server seed');
    const draw: TFairnessRound = {
      ...proof,
      game: 'scratch',
      seed: server,
      seed_hash: '9d8cd0ffe68650966bfa7e92ee78556bb7f5ca29ef387a5b5117c13b880040f4',
      client_seed: 'lucky-7',
      nonce: 42,
      weights: [
        ['lamborghini', 1],
        ['rose', 600],
        ['nothing', 399],
      ],
      outcome: 'nothing',
    };
    const report = checkProof(draw);
    expect(report.message).toBe('scratch:lucky-7:42');
    expect(report.hash).toBe('f9b9329d6e113ddc61e2b3dd6e340976cc68d0938808d1019f8452fe70a5fc95');
    expect(report.checks.find((c) => c.key === 'outcome')?.state).toBe('ok');
    expect(report.checks.find((c) => c.key === 'commitment')?.state).toBe('ok');
  });

  it('fails a wrong outcome, a wrong commitment, a seed off the chain', () => {
    expect(states({ ...proof, outcome: '2' }).outcome).toBe('fail');
    expect(states({ ...proof, seed_hash: seeds[1]! }).commitment).toBe('fail');
    expect(states({ ...proof, chain: { ...proof.chain, index: 2 } }).chain).toBe('fail');
    expect(checkProof({ ...proof, outcome: '2' }).ok).toBe(false);
  });

  it('leaves an open round pending and checks a void one has no outcome', () => {
    const open = checkProof({ ...proof, state: 'open', seed: null, outcome: null });
    expect(open.checks.map((c) => c.state)).toEqual(['pending', 'pending', 'pending']);
    expect(open.ok).toBe(false);
    expect(states({ ...proof, state: 'void', outcome: null })).toEqual({ commitment: 'ok', chain: 'ok', void: 'ok' });
    expect(states({ ...proof, state: 'void', outcome: '1' }).void).toBe('fail');
  });
});
