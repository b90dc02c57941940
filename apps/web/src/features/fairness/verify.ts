import { chainLinks, drawMessage, drawOutcome, roundMessage, sha256Hex, type TFairnessRound } from '@app/shared';

/**
 * A round's proof checked in the browser (docs/fairness.md), with the shared fairness functions:
 * the revealed seed against its commitment, the seed against its chain's anchor, and the outcome
 * drawn again from the seed and the published weights.
 */
export type CheckState = 'ok' | 'fail' | 'pending';
/** a check's mark, as both verifiers show it */
export const CHECK_MARK: Record<CheckState, string> = { ok: '✓', fail: '✗', pending: '…' };
export type CheckKey = 'commitment' | 'chain' | 'outcome' | 'void';

export interface ProofCheck {
  key: CheckKey;
  state: CheckState;
}

export interface ProofReport {
  checks: ProofCheck[];
  /** every check passed (false while the round is open) */
  ok: boolean;
  /** the draw's message */
  message: string;
  /** recomputed from the seed: HMAC, u and outcome; null until the seed is revealed */
  hash: string | null;
  u: number | null;
  recomputed: string | null;
}

/** The message the round's outcome is drawn from: a shared round's, or a per-user draw's (with a nonce). */
export function proofMessage(proof: TFairnessRound): string {
  return proof.nonce === null
    ? roundMessage(proof.game, proof.round_id, proof.client_seed)
    : drawMessage(proof.game, proof.client_seed, proof.nonce);
}

export function checkProof(proof: TFairnessRound): ProofReport {
  const message = proofMessage(proof);
  const seed = proof.seed?.toLowerCase() ?? null;
  if (!seed) {
    const pending: ProofCheck[] = [
      { key: 'commitment', state: 'pending' },
      { key: 'chain', state: 'pending' },
      { key: 'outcome', state: 'pending' },
    ];
    return { checks: pending, ok: false, message, hash: null, u: null, recomputed: null };
  }
  const checks: ProofCheck[] = [
    { key: 'commitment', state: sha256Hex(seed) === proof.seed_hash.toLowerCase() ? 'ok' : 'fail' },
    { key: 'chain', state: chainLinks(seed, proof.chain.index, proof.chain.anchor) ? 'ok' : 'fail' },
  ];
  let hash: string | null = null;
  let u: number | null = null;
  let recomputed: string | null = null;
  try {
    const out = drawOutcome(seed, message, proof.weights);
    hash = out.hash;
    u = out.u;
    recomputed = out.name;
  } catch {
    // unusable weights: the outcome check fails below
  }
  if (proof.state === 'void') checks.push({ key: 'void', state: proof.outcome === null ? 'ok' : 'fail' });
  else if (proof.state === 'settled')
    checks.push({ key: 'outcome', state: recomputed !== null && recomputed === proof.outcome ? 'ok' : 'fail' });
  else checks.push({ key: 'outcome', state: 'pending' });
  return { checks, ok: checks.every((c) => c.state === 'ok'), message, hash, u, recomputed };
}
