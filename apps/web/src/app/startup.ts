/** The state start-up decided, for the rest of the app. */
import type { Brand, Locale } from '@app/shared';

export interface AppState {
  brand: Brand;
  lightTheme: boolean;
  debug: boolean;
  /** true when the locale was chosen explicitly (query or stored), not guessed */
  localeExplicit: boolean;
  locale: Locale;
}

let state: AppState | null = null;

export function setAppState(next: AppState): void {
  state = next;
}

export function appState(): AppState {
  if (!state) throw new Error('app state read before start-up');
  return state;
}

/** The console's language switch changes the language pages return to. */
export function setBaseLocale(locale: Locale): void {
  if (state) state = { ...state, locale, localeExplicit: true };
}
