import { type ActivityPhase, REGION_TIME_ZONES, type TActivityOwner, type TActivityPage, type TActivityStageView } from '@app/shared';

/** server_time as ms (the server sends ms; a seconds value is taken too). */
export function serverMs(t: number): number {
  return t < 1e12 ? t * 1000 : t;
}

/** The server's clock minus this device's, from the page and the moment it arrived. */
export function clockOffset(page: Pick<TActivityPage, 'server_time'>, receivedAt: number): number {
  return receivedAt ? serverMs(page.server_time) - receivedAt : 0;
}

/** The event's phase at a server instant (it moves on while the page stays open). */
export function phaseAt(page: Pick<TActivityPage, 'starts_at' | 'ends_at'>, nowMs: number): ActivityPhase {
  return nowMs < Date.parse(page.starts_at) ? 'upcoming' : nowMs < Date.parse(page.ends_at) ? 'running' : 'ended';
}

export function zoneOf(page: Pick<TActivityPage, 'region'>): string {
  return REGION_TIME_ZONES[page.region];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in the region's time zone (10月23日, Oct 23). */
export function formatDay(iso: string, locale: string, zone: string): string {
  const key = `${locale}|${zone}`;
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: zone });
    dayFormats.set(key, f);
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
}

/** The first and last day of a span whose end is exclusive (0:00 after its last day). */
export function dayRange(startIso: string, endIsoExclusive: string, locale: string, zone: string): { from: string; to: string } {
  const last = new Date(Date.parse(endIsoExclusive) - 1).toISOString();
  return { from: formatDay(startIso, locale, zone), to: formatDay(last, locale, zone) };
}

/** The stage a page opens on: the running (or cutting) one, else the last started, else the first. */
export function defaultStage(stages: readonly TActivityStageView[]): string | undefined {
  const live = stages.find((s) => s.state === 'running' || s.state === 'cutting');
  if (live) return live.id;
  const started = stages.filter((s) => s.state !== 'upcoming');
  return (started[started.length - 1] ?? stages[0])?.id;
}

/** An owner's display name: the tribe, the CP pair's two names, or the user. */
export function ownerName(owner: Pick<TActivityOwner, 'profiles' | 'tribe'>, pair: (a: string, b: string) => string): string {
  if (owner.tribe) return owner.tribe.name;
  const [a, b] = owner.profiles;
  if (a && b) return pair(a.nickname, b.nickname);
  return a?.nickname ?? '—';
}

/** A label of the event's words, or the id when the authors left it out. */
export function labelOf(page: Pick<TActivityPage, 'text'>, key: string): string {
  return page.text.labels[key] ?? key.slice(key.indexOf('.') + 1);
}

/** 0–100 for a progress bar. */
export function percent(progress: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((progress / goal) * 100)));
}

/** The days of the event window (YYYY-MM-DD, region time) from the definition. */
/**
 * The days a check-in strip shows: all of a short event; of a long one the two weeks (counted
 * from its first day) that hold today (the first two before it starts, the last two after it ends),
 * each with its number in the event.
 */
export function stripDays(days: readonly string[], today: string | null, size = 14): Array<{ day: string; n: number }> {
  const all = days.map((day, i) => ({ day, n: i + 1 }));
  if (all.length <= size) return all;
  const at = today ? days.findIndex((d) => d >= today) : 0;
  const index = at < 0 ? days.length - 1 : at;
  const start = Math.min(Math.floor(index / size) * size, Math.max(0, all.length - size));
  return all.slice(start, start + size);
}

export function windowDays(start: string, end: string): string[] {
  const days: string[] = [];
  const t = new Date(`${start}T00:00:00Z`);
  const stop = new Date(`${end}T00:00:00Z`).getTime();
  while (t.getTime() <= stop && days.length < 400) {
    days.push(t.toISOString().slice(0, 10));
    t.setUTCDate(t.getUTCDate() + 1);
  }
  return days;
}
