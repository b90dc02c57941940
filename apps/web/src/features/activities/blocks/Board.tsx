import { isSpendingBoard, type TActivityBoardRow } from '@app/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Switch } from '../../../components/ui/Switch';
import { formatNumber } from '../../../lib/format';
import { useActivityBoard, useSpendingConsent } from '../api';
import { useActivity } from '../context';
import { ownerName } from '../model';

/** An owner's face: the user's avatar, the CP pair's two, or the tribe's initial. */
export function OwnerAvatar({ row }: { row: Pick<TActivityBoardRow, 'profiles' | 'tribe'> }) {
  if (row.tribe) return <span className="act-avatar act-avatar-tribe">{row.tribe.name.slice(0, 1)}</span>;
  return (
    <span className={row.profiles.length > 1 ? 'act-avatars is-pair' : 'act-avatars'}>
      {row.profiles.slice(0, 2).map((p) =>
        p.avatar_url ? (
          <img key={p.id} className="act-avatar" src={p.avatar_url} alt="" loading="lazy" decoding="async" />
        ) : (
          <span key={p.id} className="act-avatar">
            {p.nickname.slice(0, 1)}
          </span>
        ),
      )}
    </span>
  );
}

export function useOwnerName() {
  const { t } = useTranslation('activities');
  return (row: Pick<TActivityBoardRow, 'profiles' | 'tribe'>) => ownerName(row, (a, b) => t('board.pair', { a, b }));
}

/** A score, or the hidden mark when the owner keeps their amounts private (`hide_spending`). */
export function Score({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('activities');
  return value === null ? (
    <b className="act-score is-hidden" title={t('board.hiddenLabel')} data-testid="activity-score-hidden">
      {t('board.hidden')}
    </b>
  ) : (
    <b className="act-score">{formatNumber(value, i18n.language)}</b>
  );
}

const medal = (rank: number) => (rank <= 3 ? <span className={`act-medal act-medal-${rank}`}>{rank}</span> : rank);

/**
 * A board's top `limit` with the advance line ("top N go through") and the viewer's own place
 * pinned under it. `stage`: a tournament stage; `advance` overrides the board's own line (tribe PK).
 */
export function Board(props: BoardProps) {
  const { t } = useTranslation('activities');
  // the preview's event may not exist yet: nothing to fetch, the board is empty
  if (useActivity().preview) return <EmptyState className="act-empty">{t('board.empty')}</EmptyState>;
  return <LiveBoard {...props} />;
}

type BoardProps = { board: string; stage?: string | undefined; limit: number; advance?: number };

function LiveBoard({ board, stage, limit, advance }: BoardProps) {
  const { t, i18n } = useTranslation('activities');
  const { page, brand, signedIn } = useActivity();
  const q = useActivityBoard(page.event, board, stage, limit, brand);
  const name = useOwnerName();
  const def = page.definition.boards.find((b) => b.id === board);
  const notes = (
    <>
      {def?.score === 'composite' ? (
        <p className="act-board-note" data-testid="activity-composite-note">
          {t('board.composite')}
        </p>
      ) : null}
      {page.definition.hide_spending && def && isSpendingBoard(def) ? <SpendingPrivacy /> : null}
    </>
  );
  if (q.isPending) return <Skeleton className="act-board-skeleton" />;
  if (q.isError)
    return (
      <EmptyState className="act-empty">
        {t('state.error')}{' '}
        <button type="button" className="act-link" onClick={() => void q.refetch()}>
          {t('state.retry')}
        </button>
      </EmptyState>
    );
  const data = q.data;
  const line = advance ?? data.advance ?? null;
  const rows = data.rows;
  const lastIn = line === null ? -1 : rows.reduce((at, r, i) => (r.rank <= line ? i : at), -1);
  const me = signedIn ? data.me : null;
  return (
    <div className="act-board" data-board={board} data-stage={data.stage}>
      {rows.length === 0 ? (
        <EmptyState className="act-empty">{t('board.empty')}</EmptyState>
      ) : (
        <RankList className="act-rank-list">
          {rows.map((r, i) => (
            <Fragment key={r.key}>
              <RankRow
                rank={medal(r.rank)}
                mine={me?.key === r.key}
                lead={<OwnerAvatar row={r} />}
                title={name(r)}
                side={<Score value={r.score} />}
                className={r.rank <= 3 ? `act-row act-top-${r.rank}` : 'act-row'}
                testId="activity-board-row"
                data-rank={r.rank}
              />
              {i === lastIn && line !== null ? (
                <li className="act-advance-line" data-testid="activity-advance-line">
                  <span>{t('board.advance', { n: line })}</span>
                </li>
              ) : null}
            </Fragment>
          ))}
        </RankList>
      )}
      {me ? (
        <div className="act-me-row" data-testid="activity-me-row">
          <span className="act-me-rank">{me.rank === null ? '—' : me.rank}</span>
          <span className="act-me-name">{t('board.me')}</span>
          <span className="act-me-note">{me.rank === null ? t('board.notRanked') : null}</span>
          <b className="act-score">{formatNumber(me.score, i18n.language)}</b>
        </div>
      ) : null}
      {notes}
    </div>
  );
}

/**
 * Under a spending board of a `hide_spending` event: amounts show only for users who allow it;
 * a signed-in player switches their own consent here (the server records it and masks the rest).
 */
function SpendingPrivacy() {
  const { t } = useTranslation('activities');
  const me = useActivity().page.me;
  const consent = useSpendingConsent();
  const on = consent.isPending ? Boolean(consent.variables) : (me?.show_spending ?? false);
  return (
    <div className="act-privacy" data-testid="activity-privacy">
      <p className="act-board-note">{t('board.privacyNote')}</p>
      {me ? (
        <div className="act-privacy-row">
          <span>{t('board.showMine')}</span>
          <Switch
            on={on}
            label={t('board.showMine')}
            busy={consent.isPending}
            onChange={(v) => consent.mutate(v)}
            testId="activity-show-spending"
          />
        </div>
      ) : null}
    </div>
  );
}
