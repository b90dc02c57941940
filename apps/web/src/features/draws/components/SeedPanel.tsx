import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { List, ListRow } from '../../../components/ui/ListRow';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatNumber } from '../../../lib/format';
import { useRotateSeed, useSeeds, useSetClientSeed } from '../api';

/** A client seed the server takes: printable ASCII without spaces, 1 to 64 characters. */
export const CLIENT_SEED_RE = /^[\x21-\x7e]{1,64}$/;

/**
 * The viewer's seeds (docs/fairness.md): the committed server seed's hash, the client seed (editable;
 * saving reveals the old server seed), a rotate button, and the seeds revealed so far.
 */
export function SeedPanel() {
  const { t, i18n } = useTranslation('draws');
  const seeds = useSeeds(true);
  const setClient = useSetClientSeed();
  const rotate = useRotateSeed();
  const [text, setText] = useState<string | null>(null);
  const value = text ?? seeds.data?.client_seed ?? '';
  const valid = CLIENT_SEED_RE.test(value);
  const changed = seeds.data ? value !== seeds.data.client_seed : false;

  if (!seeds.data) return seeds.isError ? null : <Skeleton card className="dg-skeleton" />;
  const s = seeds.data;
  return (
    <Card title={t('seeds.title')} titleAs="h3" className="dg-seeds" testId="draws-seeds">
      <p className="dg-hint">{t('seeds.help')}</p>
      <dl className="dg-kv">
        <div>
          <dt>{t('seeds.commitment')}</dt>
          <dd className="dg-mono" data-testid="draws-seed-hash">
            {s.seed_hash}
          </dd>
        </div>
        <div>
          <dt>{t('seeds.nonce')}</dt>
          <dd data-testid="draws-seed-nonce">{formatNumber(s.nonce, i18n.language)}</dd>
        </div>
      </dl>
      <form
        className="dg-seed-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && changed) setClient.mutate(value, { onSuccess: () => setText(null) });
        }}
      >
        <label htmlFor="dg-client-seed" className="dg-label">
          {t('seeds.client')}
        </label>
        <div className="dg-row">
          <input
            id="dg-client-seed"
            className="dg-input dg-mono"
            value={value}
            maxLength={64}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!valid}
            data-testid="draws-client-seed-input"
          />
          <button
            type="submit"
            className="ui-btn"
            disabled={!valid || !changed || setClient.isPending}
            data-testid="draws-client-seed-save"
          >
            {t('seeds.save')}
          </button>
        </div>
        <p className={valid ? 'dg-hint' : 'dg-warn'}>{valid ? t('seeds.saveNote') : t('seeds.invalid')}</p>
      </form>
      <button
        type="button"
        className="ui-btn ui-btn-ghost ui-btn-block"
        onClick={() => rotate.mutate()}
        disabled={rotate.isPending}
        data-testid="draws-seed-rotate"
      >
        {t('seeds.rotate')}
      </button>
      <h4 className="dg-subtitle">{t('seeds.revealed')}</h4>
      {s.revealed.length === 0 ? (
        <p className="dg-hint">{t('seeds.noneRevealed')}</p>
      ) : (
        <List className="dg-revealed">
          {s.revealed.map((r) => (
            <ListRow
              key={r.seed_hash}
              testId="draws-revealed-seed"
              title={<span className="dg-mono">{r.seed}</span>}
              subs={[
                <span key="h" className="dg-mono">
                  {t('seeds.hashOf', { hash: r.seed_hash })}
                </span>,
                t('seeds.revealedLine', {
                  client: r.client_seed,
                  draws: formatNumber(r.draws, i18n.language),
                  date: new Date(r.revealed_at).toLocaleString(i18n.language, { hour12: false }),
                }),
              ]}
            />
          ))}
        </List>
      )}
    </Card>
  );
}
