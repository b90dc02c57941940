import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, keylen: number, opts: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64 };
/** scrypt's cost for new hashes; only the test helpers lower it (no setting reaches it in a deployment) */
let scryptN = SCRYPT.N;

/**
 * Tests only: a cheaper cost for the hashes made from now on in this process (the suites register
 * hundreds of users; at the production cost each registration is ~60 ms of CPU). Stored hashes
 * carry their cost, so hashes of either cost verify.
 */
export function setPasswordHashCostForTests(n: number): void {
  if (!Number.isInteger(Math.log2(n)) || n < 2) throw new Error('scrypt N must be a power of two');
  scryptN = n;
  dummyHash = null;
}

/** scrypt$N$r$p$salt$hash (base64) */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keyLength, { N: scryptN, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', scryptN, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, saltB64, keyB64] = stored.split('$');
  if (algo !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/** Opaque bearer tokens: 256 random bits; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function sha1HexUpper(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
}

export function constantTimeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
