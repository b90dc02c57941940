/**
 * A tiny in-page toast for H5 pages: no UI kit in the entry bundle, works before React renders.
 * Text is set with textContent, never parsed as HTML.
 */
const SHOW_MS = 2200;
let host: HTMLDivElement | null = null;

function ensureHost(): HTMLDivElement {
  if (host?.isConnected) return host;
  host = document.createElement('div');
  host.setAttribute('role', 'status');
  host.setAttribute('aria-live', 'polite');
  host.className = 'app-toast-host';
  document.body.appendChild(host);
  return host;
}

export function showToast(content: string, durationMs = SHOW_MS): void {
  if (typeof document === 'undefined' || !content) return;
  const el = document.createElement('div');
  el.className = 'app-toast';
  el.textContent = content;
  ensureHost().appendChild(el);
  window.setTimeout(() => el.remove(), durationMs);
}
