/** Day and minute: `2026/11/22 09:05` (in the locale's order and clock). */
export const TIME_TO_MINUTE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * A server time (ISO) in the console's locale, with its time zone named (`2026/11/22 09:05 JST`,
 * `2026/11/22 08:05 GMT+8`): staff in Tokyo and Shanghai read one cut-off as two clock times, so
 * each says whose clock it is. `—` when there is none, the raw text when it does not parse.
 * `options` as for `Date#toLocaleString` (none: the locale's full date and time); a date without
 * a time gets no zone. `timeZone`: show it on that zone's clock (a region's records).
 */
export function formatTime(
  iso: string | null | undefined,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
  timeZone?: string,
): string {
  const { text, zone } = formatTimeParts(iso, locale, options, timeZone);
  return zone ? `${text} ${zone}` : text;
}

/** `formatTime` in two parts: the date and clock, and the zone's name (none for a date alone). */
export function formatTimeParts(
  iso: string | null | undefined,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
  timeZone?: string,
): { text: string; zone?: string } {
  if (!iso) return { text: '—' };
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { text: iso };
  const withTime = !options || options.hour !== undefined || options.timeStyle !== undefined;
  const base: Intl.DateTimeFormatOptions = options ?? {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  };
  const zoned = { ...base, ...(timeZone && { timeZone }) };
  const text = d.toLocaleString(locale, zoned);
  if (!withTime) return { text };
  // the zone after the clock in every language (zh would put it between the date and the time)
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone: zoned.timeZone })
    .formatToParts(d)
    .find((p) => p.type === 'timeZoneName')?.value;
  return { text, zone };
}

/** As `TIME_TO_MINUTE`, always on a 24-hour clock. */
export const TIME_TO_MINUTE_24H: Intl.DateTimeFormatOptions = { ...TIME_TO_MINUTE, hour12: false };

/**
 * A region's time zone as staff read it: its name in the console's language and its offset
 * (`中国标准时间（GMT+8）`, `China Standard Time (GMT+8)`), not the IANA id (`Asia/Shanghai`), which stays
 * the answer when the runtime does not know the zone.
 */
export function zoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  try {
    const part = (timeZoneName: 'long' | 'shortOffset') =>
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    const name = part('long');
    const offset = part('shortOffset');
    if (!name) return timeZone;
    if (!offset || offset === name) return name;
    // Chinese and Japanese text takes full-width brackets
    return /^(zh|ja)\b/.test(locale) ? `${name}（${offset}）` : `${name} (${offset})`;
  } catch {
    return timeZone;
  }
}
