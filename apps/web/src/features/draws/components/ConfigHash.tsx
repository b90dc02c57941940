import { publishedConfigHash } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/** The configuration hash the page computes from the published odds, next to the server's, and whether they match. */
export function ConfigHash({ gameId, server }: { gameId: string; server: string | null }) {
  const { t } = useTranslation('draws');
  const published = publishedConfigHash(gameId) ?? '';
  const match = server !== null && server === published;
  return (
    <div className="dg-hash">
      <div className="dg-hash-row">
        <span>{t('odds.published')}</span>
        <code className="dg-mono" data-testid="draws-config-hash">
          {published}
        </code>
      </div>
      <div className="dg-hash-row">
        <span>{t('odds.server')}</span>
        <code className="dg-mono" data-testid="draws-server-config-hash">
          {server ?? '—'}
        </code>
      </div>
      <p
        className={cx('dg-hash-match', match ? 'is-ok' : server ? 'is-fail' : undefined)}
        data-testid="draws-config-match"
        data-match={match ? 'true' : 'false'}
      >
        <span aria-hidden="true">{match ? '✓' : server ? '✗' : '…'}</span>{' '}
        {match ? t('odds.match') : server ? t('odds.mismatch') : t('odds.pending')}
      </p>
      <p className="dg-hint">{t('odds.hashNote')}</p>
    </div>
  );
}
