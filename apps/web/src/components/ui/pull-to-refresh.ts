/**
 * The pure half of PullToRefresh.tsx: how far the list follows a finger, and what the indicator
 * says. Distances are CSS pixels; `pulled` is how far the finger moved down since the pull began.
 */

export type PullPhase = 'idle' | 'pull' | 'release' | 'refreshing';

export interface PullLimits {
  /** how far the list must follow the finger for a release to refresh */
  threshold: number;
  /** the list never follows farther than this */
  max: number;
}

export const PULL_LIMITS: PullLimits = { threshold: 64, max: 112 };

/** The list stands this far down while it refreshes: the indicator's own height. */
export const PULL_HOLD = 48;

/**
 * How far the list follows a finger that moved `pulled` down: one to one at first, then harder
 * and harder (a rubber band), never past `max`; nothing for a finger that moved up.
 */
export function resist(pulled: number, { max }: PullLimits = PULL_LIMITS): number {
  if (!(pulled > 0) || !(max > 0)) return 0;
  // d(0) = 0, d'(0) = 1, d → max as pulled → ∞
  return max * (1 - Math.exp(-pulled / max));
}

/** A release at this distance refreshes. */
export function reached(distance: number, { threshold }: PullLimits = PULL_LIMITS): boolean {
  return distance >= threshold;
}

/** What the indicator shows for the list's distance (while no refresh is under way). */
export function phaseAt(distance: number, refreshing: boolean, limits: PullLimits = PULL_LIMITS): PullPhase {
  if (refreshing) return 'refreshing';
  if (distance <= 0) return 'idle';
  return reached(distance, limits) ? 'release' : 'pull';
}

/**
 * Whether a move starts a pull: the page is at its top, the finger went down more than it went
 * sideways (a sideways swipe is the tabs' or a carousel's), past a few pixels of jitter.
 */
export function startsPull(dx: number, dy: number, atTop: boolean, slop = 6): boolean {
  return atTop && dy > slop && dy > Math.abs(dx);
}
