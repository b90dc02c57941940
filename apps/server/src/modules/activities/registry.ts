import {
  type ActivityDefinition,
  BRANDS,
  eventSpan,
  parseActivityDefinition,
  type Span,
  type StageSpan,
  scopeKey,
  stageSpans,
} from '@app/shared';
import type { Queryable } from '../../platform/db';

/** A definition as the server runs it: parsed, with its instants and the scopes (brand:region) it runs in. */
export interface LoadedEvent {
  def: ActivityDefinition;
  span: Span;
  stages: StageSpan[];
  /** the scopes (brand:region) whose users take part, each on boards of its own */
  scopes: string[];
  /** the tree's pool days and split instant */
  pool: (Span & { splitAt: Date }) | null;
  /** metrics some task or decoration counts */
  metrics: Set<string>;
  /** the version running (0: a definition handed in without the store, as unit tests do) */
  version: number;
  /** ended early by staff at this instant (the span, stages and pool end there), or null */
  endedAt: Date | null;
}

/** Parses a definition or throws with the validator's problems. */
export function parseOrThrow(input: unknown): ActivityDefinition {
  const parsed = parseActivityDefinition(input);
  if (!parsed.ok) throw new Error(`activity ${(input as { id?: string }).id}: ${parsed.problems.join('; ')}`);
  return parsed.def;
}

/**
 * The events this node runs: the live version of each event in the store (console.ts), reloaded
 * when the store's revision changes (`refresh`). `new ActivityRegistry(defs)` holds definitions
 * handed in directly (unit tests, benches). A definition the validator refuses is never run.
 */
export class ActivityRegistry {
  private byId = new Map<string, LoadedEvent>();
  /** the store's revision loaded (null: not loaded from the store) */
  private loadedRev: string | null = null;

  constructor(inputs: readonly unknown[] = []) {
    for (const input of inputs) {
      const def = parseOrThrow(input);
      if (this.byId.has(def.id)) throw new Error(`activity ${def.id}: defined twice`);
      this.byId.set(def.id, loadEvent(def));
    }
  }

  get(id: string): LoadedEvent | undefined {
    return this.byId.get(id);
  }

  all(): LoadedEvent[] {
    return [...this.byId.values()];
  }

  /** events whose window holds `at` */
  runningAt(at: Date): LoadedEvent[] {
    const out: LoadedEvent[] = [];
    for (const e of this.byId.values()) if (at >= e.span.startsAt && at < e.span.endsAt) out.push(e);
    return out;
  }

  /**
   * Loads the live versions from the store if its revision moved (or `force`): one small query
   * when nothing changed. A stored definition the validator now refuses is skipped, not run.
   */
  async refresh(q: Queryable, force = false): Promise<boolean> {
    const { rows } = await q.query<{ n: string; s: string }>('select count(*)::text n, coalesce(sum(rev), 0)::text s from activity_events');
    const rev = `${rows[0]!.n}:${rows[0]!.s}`;
    if (!force && rev === this.loadedRev) return false;
    const live = await q.query<{ event_id: string; version: number; definition: unknown; ended_at: Date | string | null }>(
      `select e.event_id, e.live_version version, v.definition, e.ended_at
         from activity_events e join activity_versions v on v.event_id = e.event_id and v.version = e.live_version`,
    );
    const next = new Map<string, LoadedEvent>();
    for (const r of live.rows) {
      const parsed = parseActivityDefinition(r.definition);
      if (!parsed.ok || parsed.def.id !== r.event_id) {
        console.error(`activity ${r.event_id} v${r.version}: not run (${parsed.ok ? 'id differs' : parsed.problems.join('; ')})`);
        continue;
      }
      next.set(r.event_id, loadEvent(parsed.def, r.version, r.ended_at === null ? null : new Date(r.ended_at)));
    }
    this.byId = next;
    this.loadedRev = rev;
    return true;
  }
}

/**
 * A definition with its instants. Ended early: the span ends at `endedAt`, stages starting after it
 * are dropped and the running one ends there (its cut and the boards' payouts follow from it), and
 * the tree's pool stops filling.
 */
export function loadEvent(def: ActivityDefinition, version = 0, endedAt: Date | null = null): LoadedEvent {
  const tree = def.tree;
  const metrics = new Set<string>();
  for (const t of def.tasks) metrics.add(t.metric === 'gift_count' ? `gift_count:${t.gift}` : t.metric);
  for (const d of tree?.decorations ?? []) metrics.add(d.metric);
  if (tree) metrics.add('gift_coins');
  const clip = <T extends Span>(x: T): T => (endedAt && endedAt < x.endsAt ? { ...x, endsAt: endedAt } : x);
  return {
    def,
    version,
    endedAt,
    span: clip(eventSpan(def)),
    stages: stageSpans(def)
      .filter((s) => !endedAt || s.startsAt < endedAt)
      .map(clip),
    // each brand's users of the event's region and of the brand's own market (wakoo's Japanese users
    // take part in a China-time event on boards of their own)
    scopes: [
      ...new Set(def.brands.filter((b) => BRANDS[b]).flatMap((b) => [scopeKey(b, def.region), scopeKey(b, BRANDS[b].defaultRegion)])),
    ],
    // ended before the pool opened: no pool
    pool:
      tree && !(endedAt && endedAt <= eventSpan({ region: def.region, window: { start: tree.pool.start, end: tree.pool.start } }).startsAt)
        ? {
            ...clip(eventSpan({ region: def.region, window: { start: tree.pool.start, end: tree.pool.end } })),
            splitAt: eventSpan({ region: def.region, window: { start: tree.pool.split, end: tree.pool.split } }).startsAt,
          }
        : null,
    metrics,
  };
}

/** The metric key a task or decoration reads. */
export const metricKey = (m: { metric: string; gift?: string }) => (m.metric === 'gift_count' ? `gift_count:${m.gift}` : m.metric);
