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
import { ACTIVITY_DEFINITIONS } from '@app/shared/activities';

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
}

/**
 * The events this node runs: the shipped definitions (or a test's), each parsed and checked at
 * start — a definition the validator refuses stops the server rather than serve a broken event.
 */
export class ActivityRegistry {
  private readonly byId = new Map<string, LoadedEvent>();

  constructor(inputs: readonly unknown[] = ACTIVITY_DEFINITIONS) {
    for (const input of inputs) {
      const parsed = parseActivityDefinition(input);
      if (!parsed.ok) throw new Error(`activity ${(input as { id?: string }).id}: ${parsed.problems.join('; ')}`);
      const def = parsed.def;
      if (this.byId.has(def.id)) throw new Error(`activity ${def.id}: defined twice`);
      this.byId.set(def.id, load(def));
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
}

function load(def: ActivityDefinition): LoadedEvent {
  const tree = def.tree;
  const metrics = new Set<string>();
  for (const t of def.tasks) metrics.add(t.metric === 'gift_count' ? `gift_count:${t.gift}` : t.metric);
  for (const d of tree?.decorations ?? []) metrics.add(d.metric);
  if (tree) metrics.add('gift_coins');
  return {
    def,
    span: eventSpan(def),
    stages: stageSpans(def),
    // each brand's users of the event's region and of the brand's own market (wakoo's Japanese users
    // take part in a China-time event on boards of their own)
    scopes: [
      ...new Set(def.brands.filter((b) => BRANDS[b]).flatMap((b) => [scopeKey(b, def.region), scopeKey(b, BRANDS[b].defaultRegion)])),
    ],
    pool: tree
      ? {
          ...eventSpan({ region: def.region, window: { start: tree.pool.start, end: tree.pool.end } }),
          splitAt: eventSpan({ region: def.region, window: { start: tree.pool.split, end: tree.pool.split } }).startsAt,
        }
      : null,
    metrics,
  };
}

/** The metric key a task or decoration reads. */
export const metricKey = (m: { metric: string; gift?: string }) => (m.metric === 'gift_count' ? `gift_count:${m.gift}` : m.metric);
