import { PULL_HOLD, type PullPhase, phaseAt, reached, resist, startsPull } from './pull-to-refresh';

/** how long the list takes to spring back (pull-to-refresh.css) */
const SETTLE_MS = 220;

export interface PullHandlers {
  /** its promise (if any) holds the list open until it settles */
  refresh: () => unknown;
  phase: (phase: PullPhase) => void;
  /** the element is moved (a pull, a refresh, springing back): it is transformed only then */
  moved: (moved: boolean) => void;
}

/** the page is at its top and nothing scrollable under the finger is scrolled down */
function atTop(target: EventTarget | null, root: HTMLElement): boolean {
  if ((document.scrollingElement?.scrollTop ?? window.scrollY) > 0) return false;
  for (let el = target instanceof Element ? target : null; el && el !== root; el = el.parentElement) {
    if (el.scrollTop > 0 || el.closest('[aria-modal="true"]')) return false;
  }
  return true;
}

/**
 * The pull on `el` (PullToRefresh.tsx, loaded after the page's first render): touches are touch
 * events (a pointer's touch is cancelled as soon as the page pans), a mouse or a pen are pointer
 * events. The element's --ptr-d is the list's distance. Returns the detach.
 */
export function attachPull(el: HTMLElement, on: PullHandlers): () => void {
  let start: { x: number; y: number; target: EventTarget | null } | null = null;
  let pulling = false;
  let refreshing = false;
  let distance = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;
  /** a mouse pull ends in a click on what it started on: that click is not a tap */
  let swallowClick = false;

  const show = (d: number, springy: boolean) => {
    distance = d;
    el.style.setProperty('--ptr-d', `${d}px`);
    el.toggleAttribute('data-springy', springy);
  };
  const rest = () => {
    show(0, true);
    clearTimeout(settle);
    settle = setTimeout(() => on.moved(false), SETTLE_MS);
  };
  const begin = (x: number, y: number, target: EventTarget | null) => {
    start = refreshing || !atTop(target, el) ? null : { x, y, target };
    pulling = false;
  };
  /** whether the move is the pull's (and so not the page's scroll) */
  const move = (x: number, y: number): boolean => {
    if (!start) return false;
    const dx = x - start.x;
    const dy = y - start.y;
    if (!pulling) {
      if (!startsPull(dx, dy, atTop(start.target, el))) {
        // up or sideways first: the page scrolls as usual
        if (Math.abs(dx) > 6 || dy < -6) start = null;
        return false;
      }
      pulling = true;
      clearTimeout(settle);
      on.moved(true);
    }
    const d = resist(dy);
    show(d, false);
    on.phase(phaseAt(d, false));
    return true;
  };
  const end = () => {
    const was = pulling;
    start = null;
    pulling = false;
    if (!was) return;
    if (!reached(distance)) {
      on.phase('idle');
      rest();
      return;
    }
    refreshing = true;
    on.phase('refreshing');
    show(PULL_HOLD, true);
    // a failed refresh is the page's to show (its query's error); the list closes either way
    Promise.resolve()
      .then(on.refresh)
      .catch(() => {})
      .finally(() => {
        refreshing = false;
        on.phase('idle');
        rest();
      });
  };

  const listeners: Array<[EventTarget, string, (e: never) => void, AddEventListenerOptions?]> = [
    [
      el,
      'touchstart',
      (e: TouchEvent) => {
        const p = e.touches[0];
        if (e.touches.length === 1 && p) begin(p.clientX, p.clientY, e.target);
        else start = null;
      },
      { passive: true },
    ],
    [
      el,
      'touchmove',
      (e: TouchEvent) => {
        const p = e.touches[0];
        if (p && move(p.clientX, p.clientY) && e.cancelable) e.preventDefault();
      },
      { passive: false },
    ],
    [el, 'touchend', end],
    [el, 'touchcancel', end],
    [
      el,
      'pointerdown',
      (e: PointerEvent) => {
        if (e.pointerType === 'touch' || e.button !== 0) return;
        swallowClick = false;
        begin(e.clientX, e.clientY, e.target);
      },
    ],
    [
      window,
      'pointermove',
      (e: PointerEvent) => {
        if (e.pointerType !== 'touch' && move(e.clientX, e.clientY)) {
          swallowClick = true;
          e.preventDefault();
        }
      },
    ],
    [window, 'pointerup', (e: PointerEvent) => e.pointerType !== 'touch' && end()],
    [
      el,
      'click',
      (e: MouseEvent) => {
        if (!swallowClick) return;
        swallowClick = false;
        e.preventDefault();
        e.stopPropagation();
      },
      { capture: true },
    ],
  ];
  for (const [target, type, fn, options] of listeners) target.addEventListener(type, fn as EventListener, options);
  return () => {
    clearTimeout(settle);
    for (const [target, type, fn, options] of listeners) target.removeEventListener(type, fn as EventListener, options);
    el.style.removeProperty('--ptr-d');
    on.moved(false);
  };
}
