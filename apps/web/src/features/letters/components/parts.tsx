import type { TLetterAlias } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';

/** An anonymous side's localized name: "夜ふかしのクジラ", "Sleepy Whale". */
export function useAliasName() {
  const { t } = useTranslation('letters');
  return (a: TLetterAlias) => t('alias.name', { adj: t(`alias.adj.${a.adj}`), noun: t(`alias.noun.${a.noun}`) });
}

/** The anonymous avatar: a wax-seal disc in one of eight colours with the noun's first character. */
export function AliasAvatar({ alias, size = 40 }: { alias: TLetterAlias; size?: number }) {
  const { t } = useTranslation('letters');
  const initial = Array.from(t(`alias.noun.${alias.noun}`))[0] ?? '✉';
  return (
    <span
      className={`letters-seal letters-hue-${alias.hue}`}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}

/** The server's message (in the user's language) for a refused call, else the page's own. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}

/** "14:05" today, "11/20" this year, else the date. */
export function when(iso: string, locale: string, now = new Date()): string {
  const d = new Date(iso);
  if (d.toDateString() === now.toDateString()) return d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (d.getFullYear() === now.getFullYear()) return d.toLocaleDateString(locale, { month: 'numeric', day: 'numeric' });
  return d.toLocaleDateString(locale);
}
