import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The fairness protocol (docs/fairness.md), used by the server to draw and by the verify page and
 * `scripts/verify-fairness.mjs` to check. Pure and synchronous, the same on both sides.
 *
 * - Shared rounds (racing): a hash chain per game and brand, `seed_{i} = SHA-256(seed_{i+1})`;
 *   round k of a chain uses `seed_k`, committed by `SHA-256(seed_k)` (= `seed_{k-1}`).
 * - Per-user draws: a server seed (committed by its SHA-256), the user's client seed, a nonce.
 * - Outcome: `h = HMAC-SHA256(seed, message)`, `u = first 52 bits of h / 2^52`, the first
 *   outcome whose cumulative weight exceeds `u × total` (compared exactly, in integers).
 */

/** An ordered list of outcomes and their integer weights, as published on the odds page. */
export type Weights = readonly (readonly [name: string, weight: number])[];

/** Rounds per chain. Each chain's anchor (`seed_0`) is published before its first round. */
export const CHAIN_LENGTH = 10_000;

/** Largest total weight a list may have (keeps `cumulative × 2^52` well inside exact integers). */
export const WEIGHT_TOTAL_MAX = 1_000_000_000;

/** SHA-256 of a hex string's bytes, as hex. */
export function sha256Hex(hex: string): string {
  return bytesToHex(sha256(hexToBytes(hex)));
}

/** SHA-256 of a text's UTF-8 bytes, as hex. */
export function sha256Text(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The message a shared round's outcome is drawn from: `<game>:<round_id>:<client_seed>`. */
export function roundMessage(game: string, roundId: number | string, clientSeed = ''): string {
  return `${game}:${roundId}:${clientSeed}`;
}

/** The message a per-user draw's outcome is drawn from: `<game>:<client_seed>:<nonce>`. */
export function drawMessage(game: string, clientSeed: string, nonce: number): string {
  return `${game}:${clientSeed}:${nonce}`;
}

/** `HMAC-SHA256(key = seed bytes, message)` as hex. */
export function outcomeHmac(seedHex: string, message: string): string {
  return bytesToHex(hmac(sha256, hexToBytes(seedHex), utf8ToBytes(message)));
}

/** The first 52 bits of a hash as an integer (exact in a double). */
export function first52Bits(hashHex: string): number {
  const hi = Number.parseInt(hashHex.slice(0, 8), 16); // 32 bits
  const lo = Number.parseInt(hashHex.slice(8, 13), 16); // 20 bits
  return hi * 2 ** 20 + lo;
}

/** `u` in [0, 1): the first 52 bits over 2^52. */
export function unitOf(hashHex: string): number {
  return first52Bits(hashHex) / 2 ** 52;
}

/** Why a weights list is unusable, or null: non-empty, names unique, integer weights > 0, total bounded. */
export function weightsProblem(weights: Weights): string | null {
  if (weights.length === 0) return 'empty';
  const names = new Set<string>();
  let total = 0;
  for (const [name, weight] of weights) {
    if (!name || names.has(name)) return `name ${JSON.stringify(name)} missing or repeated`;
    names.add(name);
    if (!Number.isSafeInteger(weight) || weight <= 0) return `weight of ${name} is not a positive integer`;
    total += weight;
  }
  return total > WEIGHT_TOTAL_MAX ? `total weight over ${WEIGHT_TOTAL_MAX}` : null;
}

/**
 * The index of the first outcome whose cumulative weight exceeds `u × total`, with `u = bits /
 * 2^52` — compared as `cumulative × 2^52 > bits × total` in integers, so no rounding decides.
 */
export function pickIndex(weights: Weights, bits52: number): number {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const target = BigInt(bits52) * BigInt(total);
  let cumulative = 0n;
  for (let i = 0; i < weights.length; i++) {
    cumulative += BigInt(weights[i]![1]);
    if (cumulative << 52n > target) return i;
  }
  return weights.length - 1; // unreachable: bits52 < 2^52
}

export interface Outcome {
  /** the HMAC, hex */
  hash: string;
  /** u in [0, 1) */
  u: number;
  index: number;
  name: string;
}

/** The outcome an HMAC (hex) picks from a weights list. */
export function outcomeFromHash(hash: string, weights: Weights): Outcome {
  const problem = weightsProblem(weights);
  if (problem) throw new Error(`weights: ${problem}`);
  const bits = first52Bits(hash);
  const index = pickIndex(weights, bits);
  return { hash, u: bits / 2 ** 52, index, name: weights[index]![0] };
}

/**
 * The outcome a seed draws for a message over a weights list. (The server takes the same HMAC
 * from node:crypto, faster, and picks with `outcomeFromHash`; a test holds the two equal.)
 */
export function drawOutcome(seedHex: string, message: string, weights: Weights): Outcome {
  return outcomeFromHash(outcomeHmac(seedHex, message), weights);
}

/** A canonical JSON text: object keys sorted, no spaces (what a configuration hash is taken of). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a configuration's canonical JSON: shown on the odds page and in each round's proof. */
export function configHash(config: unknown): string {
  return sha256Text(canonicalJson(config));
}

/** `seed` hashed `times` times. */
export function hashTimes(seedHex: string, times: number): string {
  let s = hexToBytes(seedHex);
  for (let i = 0; i < times; i++) s = sha256(s);
  return bytesToHex(s);
}

/** Whether `seed_k` (round k of a chain, 1-based) hashes down to the chain's published anchor `seed_0`. */
export function chainLinks(seedHex: string, k: number, anchorHex: string): boolean {
  return Number.isSafeInteger(k) && k >= 1 && k <= CHAIN_LENGTH && hashTimes(seedHex, k) === anchorHex.toLowerCase();
}

/** Every seed of a chain from its secret top `seed_N`: index i holds `seed_i` (0 = anchor). */
export function chainSeeds(topHex: string, length = CHAIN_LENGTH): string[] {
  const seeds = new Array<string>(length + 1);
  let s = hexToBytes(topHex);
  seeds[length] = bytesToHex(s);
  for (let i = length - 1; i >= 0; i--) {
    s = sha256(s);
    seeds[i] = bytesToHex(s);
  }
  return seeds;
}

export const HEX64 = /^[0-9a-f]{64}$/;
