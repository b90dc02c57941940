/** Min, median and max of round-trip times (ms); null for none. */
export function rttSummary(samples: readonly number[]): { min: number; median: number; max: number; count: number } | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { min: sorted[0] as number, median: Math.round(median), max: sorted[sorted.length - 1] as number, count: sorted.length };
}

/** The middle of a round trip against the server's clock: how far the device's clock is off (ms, + = device ahead). */
export function clockSkew(sentAt: number, receivedAt: number, serverMs: number): number {
  return Math.round((sentAt + receivedAt) / 2 - serverMs);
}
