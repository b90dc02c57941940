import type { BrandId, TPublicProfile, TRankEntry } from '@app/shared';
import '../fight.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Card } from '../../../components/ui/Card';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { formatNumber } from '../../../lib/format';
import { useFightBoard, useFightHost } from '../fight-api';
import { prizeIcon } from '../model';
import { PrizeIcon } from './PrizeIcon';
import type { StageProps } from './ScratchStage';
import { usePrizeText } from './usePrizeText';
import { useRunFinish } from './useRunFinish';

export interface FightStageProps extends StageProps {
  brand: BrandId;
  /** the host the next cheer backs (null: none chosen yet) */
  hostId: number | null;
  onHost: (id: number) => void;
  /** the host's points per cheer */
  points: number;
  /** the picker is open (the page opens it when a cheer needs a host) */
  picking: boolean;
  onPicking: (open: boolean) => void;
}

type Source = 'anchor_fight' | 'charm';

const hostsOf = (entries: readonly TRankEntry[] | undefined) =>
  (entries ?? []).flatMap((e) => (e.profiles[0] && e.profiles[0].gender === 'female' ? [{ entry: e, profile: e.profiles[0] }] : []));

/**
 * The anchor fight: the chosen host against the one just above her on the day's fight board,
 * the points each cheer adds, and the prizes the cheer drew for the player. Hosts are picked from
 * the day's fight board or the week's charm stars.
 */
export function FightStage({
  results,
  runId,
  priceAsset,
  reduced,
  onDone,
  brand,
  hostId,
  onHost,
  points,
  picking,
  onPicking,
}: FightStageProps) {
  const { t, i18n } = useTranslation('draws');
  const n = (x: number) => formatNumber(x, i18n.language);
  const label = usePrizeText(priceAsset);
  const fight = useFightBoard('anchor_fight', brand);
  const stars = useFightBoard('charm', brand);
  const fighters = useMemo(() => hostsOf(fight.data?.entries), [fight.data]);
  const starHosts = useMemo(() => hostsOf(stars.data?.entries), [stars.data]);
  const loaded = fight.isFetched && stars.isFetched;

  const mine = fighters.findIndex((f) => f.profile.id === hostId);
  const listed: TPublicProfile | null = fighters[mine]?.profile ?? starHosts.find((s) => s.profile.id === hostId)?.profile ?? null;
  // a host named by a link who is on neither list is looked up by id
  const lookup = useFightHost(loaded && hostId !== null && !listed ? hostId : null, brand);
  const profile = listed ?? lookup.data?.profile ?? null;

  // no host chosen, or the linked one cannot be cheered for: the day's leader, else the week's brightest star
  useEffect(() => {
    if (!loaded || (hostId !== null && !lookup.isError)) return;
    const first = fighters[0]?.profile ?? starHosts[0]?.profile;
    if (first && first.id !== hostId) onHost(first.id);
  }, [hostId, loaded, lookup.isError, fighters, starHosts, onHost]);

  const score = mine >= 0 ? fighters[mine]!.entry.score : 0;
  const rival = mine > 0 ? fighters[mine - 1]! : mine < 0 ? (fighters[fighters.length - 1] ?? null) : null;

  // a cheer: the points burst over the host, then the prizes show, then the page's result sheet
  const [shown, setShown] = useState(-1);
  const finish = useRunFinish(runId, onDone);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each run plays once
  useEffect(() => {
    if (!results?.length) return;
    setShown(runId);
    if (reduced) {
      finish();
      return;
    }
    const timer = setTimeout(finish, 1_400);
    return () => clearTimeout(timer);
  }, [runId]);
  const burst = results && shown === runId ? points * results.length : 0;

  return (
    <section className="dg-stage dg-stage-fight" data-testid="draws-stage" data-look="fight" data-host={hostId ?? undefined}>
      <div className="dg-arena">
        <div className="dg-fighter is-mine" data-testid="fight-host">
          {profile ? (
            <Avatar profile={profile} size={76} ring="rgba(255,255,255,0.9)" />
          ) : (
            <span className="dg-fighter-empty" aria-hidden="true">
              ?
            </span>
          )}
          <strong className="dg-fighter-name">
            {profile ? profile.nickname : hostId !== null ? t('fight.hostId', { id: hostId }) : t('fight.noHost')}
          </strong>
          <span className="dg-fighter-score" data-testid="fight-host-score" data-score={score}>
            {mine >= 0 ? t('fight.rankScore', { rank: fighters[mine]!.entry.rank, score: n(score) }) : t('fight.unranked')}
          </span>
          {burst > 0 ? (
            <span key={runId} className={cx('dg-burst', reduced && 'is-still')} data-testid="fight-burst">
              +{n(burst)}
            </span>
          ) : null}
        </div>
        <span className="dg-vs" aria-hidden="true">
          VS
        </span>
        <div className="dg-fighter" data-testid="fight-rival">
          {rival ? (
            <>
              <Avatar profile={rival.profile} size={60} />
              <strong className="dg-fighter-name">{rival.profile.nickname}</strong>
              <span className="dg-fighter-score">{t('fight.rankScore', { rank: rival.entry.rank, score: n(rival.entry.score) })}</span>
            </>
          ) : (
            <>
              <span className="dg-fighter-crown" aria-hidden="true">
                ♛
              </span>
              <strong className="dg-fighter-note">{mine === 0 ? t('fight.leading') : t('fight.open')}</strong>
            </>
          )}
        </div>
      </div>
      <p className="dg-fight-gap" data-testid="fight-gap">
        {rival
          ? t('fight.gap', {
              gap: n(rival.entry.score - score + 1),
              name: rival.profile.nickname,
              cheers: n(Math.ceil((rival.entry.score - score + 1) / points)),
            })
          : t('fight.each', { points: n(points) })}
      </p>
      {results && shown === runId ? (
        <ul className="dg-fight-prizes" aria-label={t('fight.prizes')}>
          {results.map((r) => (
            <li key={r.id} className={cx(r.prize.kind === 'none' && 'is-none')} data-prize={r.prize.id}>
              <PrizeIcon kind={prizeIcon(r.prize, priceAsset)} size={22} />
              <span>{results.length > 1 && r.prize.kind === 'none' ? t('prize.noneShort') : label(r.prize)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="ui-btn ui-btn-light dg-fight-change" onClick={() => onPicking(true)} data-testid="fight-change">
        {hostId === null ? t('fight.pick') : t('fight.change')}
      </button>
      {picking ? (
        <HostPicker
          fighters={fighters}
          stars={starHosts}
          loading={!loaded}
          hostId={hostId}
          onPick={(id) => {
            onHost(id);
            onPicking(false);
          }}
          onClose={() => onPicking(false)}
        />
      ) : null}
    </section>
  );
}

/** Ranked hosts, each a button that picks her. */
function HostRows({
  hosts,
  hostId,
  onPick,
  testId,
  className,
}: {
  hosts: ReturnType<typeof hostsOf>;
  hostId: number | null;
  onPick: (id: number) => void;
  testId: string;
  className?: string;
}) {
  const { i18n } = useTranslation('draws');
  return (
    <RankList className={className}>
      {hosts.map(({ entry, profile }) => (
        <RankRow
          key={profile.id}
          rank={entry.rank}
          mine={profile.id === hostId}
          lead={<Avatar profile={profile} size={36} />}
          title={profile.nickname}
          side={<strong>{formatNumber(entry.score, i18n.language)}</strong>}
          onPick={() => onPick(profile.id)}
          testId={testId}
          data-host={profile.id}
        />
      ))}
    </RankList>
  );
}

/** Today's fight, top 10, under the play card: tapping a host cheers for her next. */
export function FightBoard({ brand, hostId, onHost }: { brand: BrandId; hostId: number | null; onHost: (id: number) => void }) {
  const { t, i18n } = useTranslation('draws');
  const fight = useFightBoard('anchor_fight', brand);
  const fighters = useMemo(() => hostsOf(fight.data?.entries).slice(0, 10), [fight.data]);
  return (
    <Card title={t('fight.source.anchor_fight')} titleAs="h3" testId="fight-board">
      {fight.isPending ? (
        <Skeleton className="dg-skeleton" />
      ) : fighters.length === 0 ? (
        <EmptyState testId="fight-board-empty">{t('fight.empty.anchor_fight')}</EmptyState>
      ) : (
        <HostRows
          hosts={fighters}
          hostId={hostId}
          onPick={(id) => {
            onHost(id);
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
          testId="fight-board-host"
        />
      )}
    </Card>
  );
}

function HostPicker({
  fighters,
  stars,
  loading,
  hostId,
  onPick,
  onClose,
}: {
  fighters: ReturnType<typeof hostsOf>;
  stars: ReturnType<typeof hostsOf>;
  loading: boolean;
  hostId: number | null;
  onPick: (id: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('draws');
  const [source, setSource] = useState<Source>(fighters.length ? 'anchor_fight' : 'charm');
  const list = source === 'anchor_fight' ? fighters : stars;
  return (
    <Sheet onClose={onClose} closeLabel={t('fight.close')} labelledBy="dg-fight-pick" className="dg-sheet" testId="fight-picker">
      <h2 id="dg-fight-pick" className="dg-sheet-title">
        {t('fight.pickTitle')}
      </h2>
      <Tabs
        items={(['anchor_fight', 'charm'] as const).map((v) => ({ value: v, label: t(`fight.source.${v}`), testId: `fight-source-${v}` }))}
        value={source}
        onChange={setSource}
        ariaLabel={t('fight.pickTitle')}
      />
      {loading ? (
        <Skeleton className="dg-skeleton" />
      ) : list.length === 0 ? (
        <EmptyState testId="fight-picker-empty">{t(`fight.empty.${source}`)}</EmptyState>
      ) : (
        <HostRows hosts={list} hostId={hostId} onPick={onPick} testId="fight-pick-host" className="dg-fight-list" />
      )}
    </Sheet>
  );
}
