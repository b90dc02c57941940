import { type ReactNode, useEffect, useState } from 'react';

export interface DurationParts {
  d: number;
  h: number;
  m: number;
}

const MINUTE_MS = 60_000;

/**
 * Days, hours and minutes of a duration. `down` (a countdown) floors to the minute and ends at 0;
 * `up` (time left to act) rounds up and never shows less than a minute.
 */
export function durationParts(ms: number, round: 'down' | 'up' = 'down'): DurationParts {
  const mins = round === 'up' ? Math.max(1, Math.ceil(Math.max(0, ms) / MINUTE_MS)) : Math.max(0, Math.floor(ms / MINUTE_MS));
  return { d: Math.floor(mins / 1440), h: Math.floor((mins % 1440) / 60), m: mins % 60 };
}

/** The current time, updated every `tickMs`. */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return now;
}

interface CountdownProps {
  /** the moment counted down to, for the current time (it may move on, e.g. the next period) */
  until: (now: Date) => Date;
  /** the text for what is left */
  format: (left: DurationParts) => ReactNode;
  /** minutes are shown: a tick every half minute keeps them right */
  tickMs?: number;
  testId?: string;
}

/** Time left until a moment, kept current. */
export function Countdown({ until, format, tickMs = 30_000, testId }: CountdownProps) {
  const now = useNow(tickMs);
  return <span data-testid={testId}>{format(durationParts(until(new Date(now)).getTime() - now))}</span>;
}
