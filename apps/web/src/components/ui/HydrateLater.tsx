import { type ReactElement, Suspense } from 'react';
import { isHydrating } from '../../lib/ssr-data';

/** resolves in a task of its own: the part it held back is taken over there */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Gate({ children }: { children: ReactElement }) {
  if (isHydrating()) throw nextTask();
  return children;
}

/**
 * A part of a server-rendered page the browser takes over in a task of its own, after the rest:
 * taking over a whole page in one go blocks a slow phone's main thread for over 150 ms (Lighthouse's
 * Total Blocking Time). It stays on screen as the server drew it meanwhile (Preact keeps a
 * suspended part's markup while hydrating and resumes there), and renders as usual everywhere else
 * (the server, a page drawn in the browser, later renders).
 *
 * The child must draw exactly one element (Preact keeps one node for the part it resumes), and
 * nothing in it may read a browser-only value (useBrowserValue: the resumed part is not the first
 * render any more). The server-render test checks that adopted pages lose no element.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
