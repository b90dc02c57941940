import { type DurationParts, durationParts } from '../../../components/ui/Countdown';

/** "2d 5h", "5h 12m", "12m": what is left of an invitation's 72 hours (never below a minute). */
export function timeLeftParts(seconds: number): DurationParts {
  return durationParts(seconds * 1000, 'up');
}

/** Whole days since `iso` (the day the pair formed counts as day 1). */
export function daysTogether(iso: string, now: number = Date.now()): number {
  return Math.max(1, Math.floor((now - new Date(iso).getTime()) / 86_400_000) + 1);
}
