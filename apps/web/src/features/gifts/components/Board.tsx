import type { Board, TPublicProfile, TRankEntry, TRankings } from '@app/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, EntryAvatars } from '../../../components/Avatar';
import { CountUp } from '../../../components/ui/CountUp';
import { RankList as List, RankRow } from '../../../components/ui/RankList';
import { formatCompact, formatNumber } from '../../../lib/format';
import { useFlip } from '../../../lib/use-flip';
import { GAME_BOARDS } from '../lib/boards';

const MEDALS = ['var(--rk-gold)', 'var(--rk-silver)', 'var(--rk-bronze)'] as const;
/** podium order on screen: 2nd, 1st, 3rd */
const PODIUM_ORDER = [1, 0, 2] as const;

function names(entry: TRankEntry): string {
  return entry.profiles.map((p) => p.nickname).join(' & ');
}

interface EntryProps {
  board: Board;
  onPick: (entry: TRankEntry) => void;
  isMine: (entry: TRankEntry) => boolean;
}

function Crown({ color }: { color: string }) {
  return (
    <svg className="rk-crown" width="26" height="20" viewBox="0 0 26 20" aria-hidden="true">
      <path d="M2 17L1 5l6 5 6-9 6 9 6-5-1 12z" fill={color} stroke="rgba(0,0,0,.18)" strokeWidth="1" strokeLinejoin="round" />
    </svg>
  );
}

export function Podium({ entries, board, onPick, isMine, past }: { entries: TRankEntry[]; past: boolean } & EntryProps) {
  const { t, i18n } = useTranslation('ranking');
  return (
    <ol className="rk-podium" data-testid="podium">
      {PODIUM_ORDER.map((i) => {
        const e = entries[i];
        const medal = MEDALS[i] ?? MEDALS[2];
        const place = `rk-place rk-place-${i + 1}`;
        if (!e) {
          return (
            <li key={`empty-${i}`} className={place}>
              <div className="rk-podium-avatar rk-vacant" style={{ borderColor: medal }}>
                ?
              </div>
              <div className="rk-podium-name rk-muted">{t(past ? 'board.nobody' : 'board.vacant')}</div>
              <div className="rk-step" style={{ ['--medal' as string]: medal }}>
                <span className="rk-step-rank">{i + 1}</span>
              </div>
            </li>
          );
        }
        const size = i === 0 ? 72 : 58;
        return (
          <li key={e.owner} className={place} data-testid={`podium-${i + 1}`}>
            <button type="button" className="rk-podium-hit" onClick={() => onPick(e)}>
              <Crown color={medal} />
              <span className="rk-podium-avatar" style={{ borderColor: medal }}>
                <EntryAvatars profiles={e.profiles} size={size} />
              </span>
              <span className="rk-podium-name" title={names(e)}>
                <span className="rk-ellipsis">{names(e)}</span>
                {isMine(e) ? <span className="rk-me-tag">{t('board.meTag')}</span> : null}
              </span>
              <span className="rk-podium-score" title={formatNumber(e.score, i18n.language)}>
                <CountUp value={e.score} format={(n) => formatCompact(n, i18n.language)} />
                <small>{t(`score.${board}`)}</small>
              </span>
            </button>
            <div className="rk-step" style={{ ['--medal' as string]: medal }}>
              <span className="rk-step-rank">{e.rank}</span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function RankList({ entries, board, onPick, isMine }: { entries: TRankEntry[] } & EntryProps) {
  const { t, i18n } = useTranslation('ranking');
  const box = useRef<HTMLDivElement>(null);
  // a gift that moves someone up: their row glides to its new place
  useFlip(box, entries.map((e) => e.owner).join(' '));
  if (entries.length === 0) return null;
  return (
    <div ref={box}>
      <List className="rk-list" testId="rank-list">
        {entries.map((e) => (
          <RankRow
            key={e.owner}
            rank={e.rank}
            mine={isMine(e)}
            onPick={() => onPick(e)}
            testId="rank-row"
            data-owner={e.owner}
            data-flip-key={e.owner}
            lead={<EntryAvatars profiles={e.profiles} size={42} />}
            title={names(e)}
            side={
              <span className="rk-row-score" title={formatNumber(e.score, i18n.language)}>
                <CountUp value={e.score} format={(n) => formatCompact(n, i18n.language)} />
                <small>{t(`score.${board}`)}</small>
              </span>
            }
          />
        ))}
      </List>
    </div>
  );
}

interface MeBarProps {
  board: Board;
  data: TRankings | undefined;
  viewer: TPublicProfile | null | undefined;
  loginTo: string;
  /** a closed period: no gap to chase */
  past: boolean;
}

/** The sticky row at the bottom: my rank, score and the gap to the next place, or a login link. */
export function MeBar({ board, data, viewer, loginTo, past }: MeBarProps) {
  const { t, i18n } = useTranslation('ranking');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  if (viewer === undefined || !data) return <div className="rk-mebar rk-mebar-empty" />;
  if (!viewer || !data.me) {
    return (
      <div className="rk-mebar" data-testid="me-bar">
        <Link className="rk-mebar-login" to={loginTo} data-testid="me-login">
          <span>{t('me.login')}</span>
          <span aria-hidden="true">›</span>
        </Link>
      </div>
    );
  }
  const { rank, score, gap } = data.me;
  let hint: string;
  if (past) hint = t(rank === null ? 'me.pastUnranked' : 'me.pastFinal');
  else if (rank === 1) hint = t('me.top');
  else if (gap === null)
    hint = t(GAME_BOARDS[board]?.start ?? (board === 'cp' ? 'me.noPair' : board === 'buddy' ? 'me.noBuddy' : 'me.start'));
  else if (rank === null) hint = t('me.toEnter', { gap: fmt(gap) });
  else hint = t('me.toPass', { gap: fmt(gap) });
  return (
    <div className="rk-mebar" data-testid="me-bar">
      <span className="rk-mebar-rank" data-testid="me-rank">
        {rank === null ? t('me.unranked') : rank}
      </span>
      <Avatar profile={viewer} size={40} />
      <span className="rk-mebar-main">
        <span className="rk-mebar-name">{viewer.nickname}</span>
        <span className="rk-mebar-hint" data-testid="me-gap">
          {hint}
        </span>
      </span>
      <span className="rk-row-score" data-testid="me-score">
        {fmt(score)}
        <small>{t(`score.${board}`)}</small>
      </span>
    </div>
  );
}
