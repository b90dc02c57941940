import type { Redis } from 'ioredis';
import { SortedScores } from './sorted-scores';

/**
 * "My rank" is answered here, never by counting rows (DESIGN "Ranks"). Ranks are competition
 * ranks: 1 + the number of owners with a strictly greater score. Scores only grow, so `set` keeps
 * the larger of the old and the new value (updates may arrive out of order). A board is loaded
 * from the database the first time it is asked for; `set` on a board not loaded yet is ignored
 * (the load will read the database, which already has it).
 */
export interface RankIndex {
  set(key: string, owner: string, score: number): Promise<void>;
  /** the owner's score, or null when not on the board */
  score(key: string, owner: string, load: BoardLoader): Promise<number | null>;
  rank(key: string, score: number, load: BoardLoader): Promise<number>;
  nextAbove(key: string, score: number, load: BoardLoader): Promise<number | null>;
  min(key: string, load: BoardLoader): Promise<number | null>;
  size(key: string, load: BoardLoader): Promise<number>;
  /** everything "me" needs (score, rank, next score above) and the board's lowest score and size, in one look-up */
  standing(key: string, owner: string, load: BoardLoader): Promise<Standing>;
  /** drops a board: the next look-up loads it again from the database (after a lost update) */
  forget(key: string): Promise<void>;
  close?(): void;
}

/** An owner's place on a board; score/rank/nextAbove are null when the owner is not on it. */
export interface Standing {
  score: number | null;
  rank: number | null;
  nextAbove: number | null;
  min: number | null;
  size: number;
}

/** Reads a whole board from the database: owner → score. */
export type BoardLoader = () => Promise<Array<[string, number]>>;

interface MemoryBoard {
  scores: SortedScores;
  byOwner: Map<string, number>;
}

export class MemoryRankIndex implements RankIndex {
  private readonly boards = new Map<string, MemoryBoard>();
  private readonly loading = new Map<string, Promise<MemoryBoard>>();

  private async board(key: string, load: BoardLoader): Promise<MemoryBoard> {
    const ready = this.boards.get(key);
    if (ready) return ready;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then((rows) => {
        const board = { scores: SortedScores.from(rows.map((r) => r[1])), byOwner: new Map(rows) };
        this.boards.set(key, board);
        this.loading.delete(key);
        return board;
      });
      this.loading.set(key, pending);
    }
    return pending;
  }

  async set(key: string, owner: string, score: number): Promise<void> {
    const board = this.boards.get(key) ?? (await this.loading.get(key));
    if (!board) return;
    const old = board.byOwner.get(owner);
    if (old !== undefined && old >= score) return;
    if (old !== undefined) board.scores.remove(old);
    board.scores.insert(score);
    board.byOwner.set(owner, score);
  }

  async score(key: string, owner: string, load: BoardLoader) {
    return (await this.board(key, load)).byOwner.get(owner) ?? null;
  }
  async rank(key: string, score: number, load: BoardLoader) {
    return 1 + (await this.board(key, load)).scores.countGreater(score);
  }
  async nextAbove(key: string, score: number, load: BoardLoader) {
    return (await this.board(key, load)).scores.nextAbove(score);
  }
  async min(key: string, load: BoardLoader) {
    return (await this.board(key, load)).scores.min();
  }
  async size(key: string, load: BoardLoader) {
    return (await this.board(key, load)).scores.size;
  }
  async forget(key: string): Promise<void> {
    this.boards.delete(key);
  }
  async standing(key: string, owner: string, load: BoardLoader): Promise<Standing> {
    const { scores, byOwner } = await this.board(key, load);
    const score = byOwner.get(owner) ?? null;
    return {
      score,
      rank: score === null ? null : 1 + scores.countGreater(score),
      nextAbove: score === null ? null : scores.nextAbove(score),
      min: scores.min(),
      size: scores.size,
    };
  }
}

/** Redis sorted sets: shared by every node. */
/** ZADD GT, but only once the board has been loaded (sent as EVALSHA: the script text is not resent) */
const SET_IF_LOADED = "if redis.call('exists', KEYS[2]) == 1 then return redis.call('zadd', KEYS[1], 'GT', ARGV[1], ARGV[2]) end return 0";
/**
 * Standing in ONE round trip: [loaded, size, lowest, score, owners above, next score above]
 * (absent values as ''; loaded 0 = the board must be loaded first).
 */
const STANDING = `if redis.call('exists', KEYS[2]) == 0 then return {0} end
local size = redis.call('zcard', KEYS[1])
local low = redis.call('zrange', KEYS[1], 0, 0, 'WITHSCORES')[2] or ''
local s = redis.call('zscore', KEYS[1], ARGV[1])
if not s then return {1, size, low, '', 0, ''} end
local above = redis.call('zcount', KEYS[1], '(' .. s, '+inf')
local nxt = redis.call('zrangebyscore', KEYS[1], '(' .. s, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)[2] or ''
return {1, size, low, s, above, nxt}`;
type RedisWithRankSet = Redis & {
  rankSetIfLoaded(zkey: string, marker: string, score: number, owner: string): Promise<number>;
  rankStanding(zkey: string, marker: string, owner: string): Promise<Array<number | string>>;
};
const numOrNull = (v: number | string | undefined) => (v === undefined || v === '' ? null : Number(v));

export class RedisRankIndex implements RankIndex {
  private readonly redis: RedisWithRankSet;
  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    if (!('rankSetIfLoaded' in redis)) redis.defineCommand('rankSetIfLoaded', { numberOfKeys: 2, lua: SET_IF_LOADED });
    if (!('rankStanding' in redis)) redis.defineCommand('rankStanding', { numberOfKeys: 2, lua: STANDING });
    this.redis = redis as RedisWithRankSet;
  }

  private zkey(key: string) {
    return `${this.prefix}rank:${key}`;
  }

  private async ensure(key: string, load: BoardLoader): Promise<string> {
    const zkey = this.zkey(key);
    if (await this.redis.exists(`${zkey}:loaded`)) return zkey;
    // one node loads; the others wait for the marker (bounded)
    if (await this.redis.set(`${zkey}:loading`, '1', 'EX', 60, 'NX')) {
      const rows = await load();
      for (let i = 0; i < rows.length; i += 1000) {
        const args: Array<string | number> = [];
        for (const [owner, score] of rows.slice(i, i + 1000)) args.push(score, owner);
        await this.redis.zadd(zkey, 'GT', ...args);
      }
      await this.redis.set(`${zkey}:loaded`, '1');
      return zkey;
    }
    for (let i = 0; i < 100 && !(await this.redis.exists(`${zkey}:loaded`)); i++) await new Promise((r) => setTimeout(r, 50));
    return zkey;
  }

  async set(key: string, owner: string, score: number): Promise<void> {
    const zkey = this.zkey(key);
    // ignored until the board is loaded, like the in-process index
    await this.redis.rankSetIfLoaded(zkey, `${zkey}:loaded`, score, owner);
  }
  async score(key: string, owner: string, load: BoardLoader) {
    const s = await this.redis.zscore(await this.ensure(key, load), owner);
    return s === null ? null : Number(s);
  }
  async rank(key: string, score: number, load: BoardLoader) {
    return 1 + (await this.redis.zcount(await this.ensure(key, load), `(${score}`, '+inf'));
  }
  async nextAbove(key: string, score: number, load: BoardLoader) {
    const r = await this.redis.zrangebyscore(await this.ensure(key, load), `(${score}`, '+inf', 'WITHSCORES', 'LIMIT', 0, 1);
    return r.length >= 2 ? Number(r[1]) : null;
  }
  async min(key: string, load: BoardLoader) {
    const r = await this.redis.zrange(await this.ensure(key, load), 0, 0, 'WITHSCORES');
    return r.length >= 2 ? Number(r[1]) : null;
  }
  async size(key: string, load: BoardLoader) {
    return this.redis.zcard(await this.ensure(key, load));
  }
  async forget(key: string): Promise<void> {
    const zkey = this.zkey(key);
    // readers then load the board again rather than trust it (the load marker goes too, so that
    // the next reader does not wait for a load that already finished)
    await this.redis.del(`${zkey}:loaded`, `${zkey}:loading`, zkey);
  }
  async standing(key: string, owner: string, load: BoardLoader): Promise<Standing> {
    const zkey = this.zkey(key);
    let r = await this.redis.rankStanding(zkey, `${zkey}:loaded`, owner);
    if (Number(r[0]) === 0) {
      await this.ensure(key, load); // first look at this board: load it, then ask again
      r = await this.redis.rankStanding(zkey, `${zkey}:loaded`, owner);
    }
    const score = numOrNull(r[3]);
    return {
      score,
      rank: score === null ? null : 1 + Number(r[4]),
      nextAbove: numOrNull(r[5]),
      min: numOrNull(r[2]),
      size: Number(r[1] ?? 0),
    };
  }
}

/** How long a board the fallback loaded during a Redis outage is trusted before it is read again. */
const FALLBACK_BOARD_TTL_MS = 30_000;

/**
 * Redis while it is up; the in-process index while it is down (docs/operations.md "Redis
 * outage"). Boards the fallback holds are reloaded from the database every 30 s, since on this
 * node they only see the gifts this node applies. Redis boards missed every update made while it
 * was down, so when it comes back they are all dropped (their next look-up reloads them) before
 * Redis answers again.
 */
export class FailoverRankIndex implements RankIndex {
  private readonly fallback = new MemoryRankIndex();
  private readonly loadedAt = new Map<string, number>();
  /** Redis answers again only once its boards are dropped */
  private recovering = false;
  private missedUpdates = false;

  constructor(
    private readonly redis: Redis,
    private readonly primary: RankIndex,
    private readonly prefix: string,
    private readonly onError: (msg: string, err: unknown) => void = () => {},
  ) {
    redis.on('ready', () => void this.recover());
    redis.on('close', () => {
      this.missedUpdates = true;
    });
  }

  private up(): boolean {
    return !this.recovering && this.redis.status === 'ready';
  }

  /** Drops every Redis board of this deployment (SCAN, not KEYS: the server keeps answering). */
  private async recover(): Promise<void> {
    if (!this.missedUpdates || this.recovering) return;
    this.recovering = true;
    try {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}rank:*:loaded`, 'COUNT', 500);
        cursor = next;
        // as forget(): the scores, the loaded marker and any stale loading marker
        const boards = keys.map((k) => k.slice(0, -':loaded'.length));
        if (boards.length > 0) await this.redis.del(...boards.flatMap((b) => [b, `${b}:loaded`, `${b}:loading`]));
      } while (cursor !== '0');
      this.missedUpdates = false;
    } catch (err) {
      this.onError('rank index: dropping boards after a Redis outage failed; retried when Redis is next ready', err);
    } finally {
      this.recovering = false;
    }
    if (!this.missedUpdates) this.loadedAt.clear();
  }

  /** the fallback, with boards older than the TTL forgotten first */
  private async local(key: string): Promise<RankIndex> {
    const at = this.loadedAt.get(key);
    const now = Date.now();
    if (at === undefined || now - at > FALLBACK_BOARD_TTL_MS) {
      await this.fallback.forget(key);
      this.loadedAt.set(key, now);
    }
    return this.fallback;
  }

  private async read<T>(key: string, fn: (index: RankIndex) => Promise<T>): Promise<T> {
    if (this.up()) {
      try {
        return await fn(this.primary);
      } catch (err) {
        if (this.redis.status === 'ready') throw err; // Redis answered with an error: not an outage
      }
    }
    return fn(await this.local(key));
  }

  async set(key: string, owner: string, score: number): Promise<void> {
    await this.fallback.set(key, owner, score);
    if (this.up()) return this.primary.set(key, owner, score);
    this.missedUpdates = true;
  }
  score(key: string, owner: string, load: BoardLoader) {
    return this.read(key, (i) => i.score(key, owner, load));
  }
  rank(key: string, score: number, load: BoardLoader) {
    return this.read(key, (i) => i.rank(key, score, load));
  }
  nextAbove(key: string, score: number, load: BoardLoader) {
    return this.read(key, (i) => i.nextAbove(key, score, load));
  }
  min(key: string, load: BoardLoader) {
    return this.read(key, (i) => i.min(key, load));
  }
  size(key: string, load: BoardLoader) {
    return this.read(key, (i) => i.size(key, load));
  }
  standing(key: string, owner: string, load: BoardLoader) {
    return this.read(key, (i) => i.standing(key, owner, load));
  }
  async forget(key: string): Promise<void> {
    await this.fallback.forget(key);
    if (this.up()) return this.primary.forget(key);
    this.missedUpdates = true;
  }
}
