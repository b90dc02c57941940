import './tokens.css';
import './rank-list.css';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { List, ListRow, type ListRowProps } from './ListRow';

/** The ordered list that holds RankRows (boards, hall of fame, past winners). */
export function RankList({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <List ordered className={className} testId={testId}>
      {children}
    </List>
  );
}

type RankRowProps = Omit<ListRowProps, 'as' | 'onClick'> & {
  /** the place, shown in a fixed-width column before the lead */
  rank?: ReactNode;
  /** the viewer's own row, highlighted */
  mine?: boolean;
  /** the whole row is a button (e.g. send this person a gift) */
  onPick?: () => void;
};

/** One ranked entry: rank · avatar · name and lines · score. */
export function RankRow({ rank, mine = false, onPick, lead, className, ...row }: RankRowProps) {
  const content = (
    <>
      {rank === undefined ? null : <span className="ui-rank">{rank}</span>}
      {lead}
    </>
  );
  const classes = cx('ui-rank-row', mine && 'is-mine', className);
  if (!onPick) return <ListRow {...row} as="li" lead={content} className={classes} />;
  return (
    <li>
      <ListRow {...row} as="button" lead={content} className={classes} onClick={onPick} />
    </li>
  );
}
