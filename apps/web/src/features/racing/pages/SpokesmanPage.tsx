import '../../../components/ui/button.css';
import '../racing.css';
import {
  type BrandId,
  previousPeriodKey,
  RACING_CARS,
  RACING_ROUND_MS,
  RANK_REWARDS,
  RANKINGS_API,
  scopeOf,
  type TRankEntry,
  type TRankings,
} from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { apiCall } from '../../../lib/api';
import { useAppName } from '../../../lib/app-name';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { CarIcon } from '../components/CarIcon';

const CONTENDERS = 5;

/** The racing board's weekly standings: last week's (its champion is this week's ambassador) and this week's. */
function useRacingWeek(brand: BrandId, previous: boolean) {
  const { region } = scopeOf(brand, {});
  const key = previous ? previousPeriodKey('weekly', new Date(), region) : undefined;
  return useQuery({
    queryKey: ['racing', 'spokesman', brand, previous ? key : 'current'],
    queryFn: (): Promise<TRankings> =>
      apiCall(
        RANKINGS_API.rankings,
        { board: 'racing', period: 'weekly', app_name: brand, limit: previous ? 1 : CONTENDERS, ...(key ? { key } : {}) },
        { silent: true },
      ),
    staleTime: RACING_ROUND_MS,
  });
}

function Champion({ entry }: { entry: TRankEntry | undefined }) {
  const { t, i18n } = useTranslation('games');
  const profile = entry?.profiles[0];
  if (!entry || !profile) {
    return (
      <div className="rc-spokes-hero is-empty" data-testid="spokesman-none">
        <span className="rc-spokes-crown" aria-hidden="true">
          <CarIcon colour={RACING_CARS[0]!.colour} size={64} />
        </span>
        <p className="rc-spokes-name">{t('spokesman.none')}</p>
        <p className="rc-spokes-note">{t('spokesman.noneHint')}</p>
      </div>
    );
  }
  return (
    <div className="rc-spokes-hero" data-testid="spokesman-champion">
      <span className="rc-spokes-crown" aria-hidden="true">
        ♛
      </span>
      <Avatar profile={profile} size={88} ring="var(--brand-accent, #ffb84d)" />
      <p className="rc-spokes-name" data-testid="spokesman-name">
        {profile.nickname}
      </p>
      <p className="rc-spokes-note">{t('spokesman.wonLastWeek', { amount: formatNumber(entry.score, i18n.language) })}</p>
    </div>
  );
}

function SpokesmanContent() {
  const { t, i18n } = useTranslation('games');
  const brand = useAppName();
  const last = useRacingWeek(brand, true);
  const current = useRacingWeek(brand, false);
  const reward = RANK_REWARDS.racing.weekly[0];
  return (
    <div className="rc-page rc-spokes" data-testid="spokesman-page">
      <PageBar />
      <main className="rc-body">
        <Card title={t('spokesman.hero')} testId="spokesman-card">
          {last.isLoading ? <Skeleton card /> : <Champion entry={last.data?.entries[0]} />}
        </Card>
        <Card title={t('spokesman.contenders')} testId="spokesman-contenders">
          {current.isLoading ? (
            <Skeleton card />
          ) : current.data?.entries.length ? (
            <RankList>
              {current.data.entries.map((e) => (
                <RankRow
                  key={e.owner}
                  rank={e.rank}
                  lead={e.profiles[0] ? <Avatar profile={e.profiles[0]} size={36} /> : null}
                  title={e.profiles[0]?.nickname ?? '—'}
                  side={<span className="rc-spokes-score">{formatNumber(e.score, i18n.language)}</span>}
                />
              ))}
            </RankList>
          ) : (
            <EmptyState testId="spokesman-empty">{t('spokesman.emptyContenders')}</EmptyState>
          )}
        </Card>
        <Card title={t('spokesman.how')}>
          <RulesBlock
            marker="disc"
            items={[
              { key: 'win', text: t('spokesman.rule1') },
              { key: 'week', text: t('spokesman.rule2') },
              { key: 'reward', text: t('spokesman.rule3', { fragments: formatNumber(reward?.fragments ?? 0, i18n.language) }) },
            ]}
          />
        </Card>
        <div className="rc-spokes-actions">
          <Link className="ui-btn ui-btn-block" to="/h5/racing" data-testid="spokesman-play">
            {t('spokesman.play')}
          </Link>
          <Link className="ui-btn ui-btn-ghost ui-btn-block" to="/h5/racing/rank">
            {t('spokesman.board')}
          </Link>
        </div>
      </main>
    </div>
  );
}

/** /h5/racing_spokesman: last week's racing champion is this week's ambassador; this week's race for it. */
export default function SpokesmanPage() {
  return (
    <QueryProvider>
      <SpokesmanContent />
    </QueryProvider>
  );
}
