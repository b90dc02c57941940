import { type RefObject, useLayoutEffect, useRef } from 'react';

const DURATION_MS = 450;

/**
 * Rows that change places glide to their new place (FLIP: each row keyed by `data-flip-key` under
 * `container` is measured before and after the change and animated from the old place to the
 * new one); a row that climbed gets `is-climbing` while it moves. `deps` is what reorders the rows
 * (the list's order). Reduced motion: no movement.
 */
export function useFlip(container: RefObject<HTMLElement | null>, orderKey: string): void {
  const last = useRef(new Map<string, number>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are measured again when their order changes
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const rows = [...root.querySelectorAll<HTMLElement>('[data-flip-key]')];
    const now = new Map(rows.map((el) => [el.dataset.flipKey as string, el.getBoundingClientRect().top]));
    const before = last.current;
    last.current = now;
    if (before.size === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    for (const el of rows) {
      const was = before.get(el.dataset.flipKey as string);
      const is = now.get(el.dataset.flipKey as string);
      if (was === undefined || is === undefined || Math.abs(was - is) < 1 || typeof el.animate !== 'function') continue;
      const climbing = is < was;
      if (climbing) el.classList.add('is-climbing');
      const a = el.animate([{ transform: `translateY(${was - is}px)` }, { transform: 'translateY(0)' }], {
        duration: DURATION_MS,
        easing: 'cubic-bezier(.2,.8,.2,1)',
      });
      a.onfinish = a.oncancel = () => el.classList.remove('is-climbing');
    }
  }, [container, orderKey]);
}
