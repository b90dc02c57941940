/**
 * Blob storage for uploads (feedback images today): content-addressed — a blob's key is the
 * sha-256 of its bytes plus its extension, so the same image uploaded twice is stored once and a
 * key can never point at other bytes. A folder by default; an S3-compatible bucket by
 * configuration (STORAGE=s3, config.ts). A module opens it with `openStorage(ctx.config.storage)`.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config';

export interface BlobStorage {
  /** stores the bytes (idempotent) and answers their key: `<sha256 hex>.<ext>` */
  put(bytes: Buffer, ext: string, contentType: string): Promise<string>;
  /** the bytes under a key, or null */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export const BLOB_KEY = /^[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

export function blobKey(bytes: Buffer, ext: string): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
}

function assertKey(key: string): void {
  // the key becomes a file name: nothing but the content address may reach the file system
  if (!BLOB_KEY.test(key)) throw new Error('bad blob key');
}

/** A folder: `<dir>/<ab>/<key>`, written to a temporary name and renamed (a reader never sees half a file). */
export class DiskStorage implements BlobStorage {
  constructor(private readonly dir: string) {}
  private file(key: string) {
    return path.join(this.dir, key.slice(0, 2), key);
  }
  async put(bytes: Buffer, ext: string): Promise<string> {
    const key = blobKey(bytes, ext);
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
    return key;
  }
  async get(key: string): Promise<Buffer | null> {
    assertKey(key);
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
  async delete(key: string): Promise<void> {
    assertKey(key);
    await unlink(this.file(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}

/** An S3-compatible bucket (AWS, MinIO, R2…) through the AWS SDK (docs/decisions.md). */
export class S3Storage implements BlobStorage {
  private client: Promise<import('@aws-sdk/client-s3').S3Client>;
  private sdk = import('@aws-sdk/client-s3');
  constructor(private readonly cfg: Extract<StorageConfig, { kind: 's3' }>) {
    this.client = this.sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: cfg.region,
          ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
          forcePathStyle: cfg.forcePathStyle,
          credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
        }),
    );
  }
  async put(bytes: Buffer, ext: string, contentType: string): Promise<string> {
    const key = blobKey(bytes, ext);
    const { PutObjectCommand } = await this.sdk;
    await (await this.client).send(new PutObjectCommand({ Bucket: this.cfg.bucket, Key: key, Body: bytes, ContentType: contentType }));
    return key;
  }
  async get(key: string): Promise<Buffer | null> {
    assertKey(key);
    const { GetObjectCommand, NoSuchKey } = await this.sdk;
    try {
      const out = await (await this.client).send(new GetObjectCommand({ Bucket: this.cfg.bucket, Key: key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }
  async delete(key: string): Promise<void> {
    assertKey(key);
    const { DeleteObjectCommand } = await this.sdk;
    await (await this.client).send(new DeleteObjectCommand({ Bucket: this.cfg.bucket, Key: key }));
  }
}

/** In memory: tests and benches that must not touch a disk. */
export class MemoryStorage implements BlobStorage {
  readonly blobs = new Map<string, Buffer>();
  async put(bytes: Buffer, ext: string): Promise<string> {
    const key = blobKey(bytes, ext);
    this.blobs.set(key, Buffer.from(bytes));
    return key;
  }
  async get(key: string): Promise<Buffer | null> {
    return this.blobs.get(key) ?? null;
  }
  async delete(key: string): Promise<void> {
    this.blobs.delete(key);
  }
}

export function openStorage(cfg: StorageConfig): BlobStorage {
  return cfg.kind === 's3' ? new S3Storage(cfg) : new DiskStorage(cfg.dir);
}

/**
 * Time-limited addresses of stored blobs: `exp` (unix seconds) and an HMAC of the key and `exp`
 * under a server secret, so an <img> can load what its page was allowed to see without a token in
 * the URL, and a copied address stops working.
 */
export class SignedUrls {
  constructor(
    private readonly secret: string,
    private readonly base: string,
  ) {}
  private mac(key: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${exp}`).digest('base64url');
  }
  url(key: string, now: Date, ttlSeconds: number): string {
    // rounded up to a 10-minute boundary: the same image keeps one address for a while (browser cache)
    const exp = Math.ceil((now.getTime() / 1000 + ttlSeconds) / 600) * 600;
    return `${this.base}/${key}?exp=${exp}&sig=${this.mac(key, exp)}`;
  }
  verify(key: string, exp: string | undefined, sig: string | undefined, now: Date): boolean {
    if (!BLOB_KEY.test(key) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < now.getTime()) return false;
    const want = Buffer.from(this.mac(key, Number(exp)));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
