import '../tribes.css';
import {
  LIMITS,
  REGION_TIME_ZONES,
  TRIBE_EMBLEMS,
  type TribeEmblem,
  type TribeRole,
  type TTribeCard,
  type TTribeEvent,
  type TTribeHall,
  type TTribeMe,
  type TTribeMember,
  tribeMayDo,
  tribeNameProblem,
} from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { CountUp } from '../../../components/ui/CountUp';
import { EmptyState } from '../../../components/ui/EmptyState';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RankList, RankRow } from '../../../components/ui/RankList';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { LoadingCards, NoticeCard, StateCard } from '../../../components/ui/StateCard';
import { Tabs } from '../../../components/ui/Tabs';
import { CountedTextArea } from '../../../components/ui/TextArea';
import { useToast } from '../../../components/ui/Toast';
import { ApiError, isSignedOut } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';
import { tribesApi, useRefreshTribes, useTribeHall, useTribeList, useTribeMe, useTribeRanking, useTribeRequests } from '../api';
import { Emblem } from '../Emblem';

const fmt = (n: number, locale: string) => n.toLocaleString(locale);
const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

/** A headline honour number: counts up from zero, then to each new value (the UI kit's CountUp). */
function Honour({ value, testId }: { value: number; testId?: string }) {
  const { i18n } = useTranslation('tribes');
  return <CountUp className="tb-num" testId={testId} value={value} format={(n) => fmt(n, i18n.language)} fromZero />;
}

function Avatar({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  return url ? (
    <img className="tb-avatar" src={url} alt="" width={size} height={size} />
  ) : (
    <span
      className="tb-avatar tb-avatar-letter"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      aria-hidden="true"
    >
      {[...name][0] ?? '?'}
    </span>
  );
}

function RoleBadge({ role }: { role: TribeRole }) {
  const { t } = useTranslation('tribes');
  if (role === 'member') return null;
  return <span className={`tb-role tb-role-${role}`}>{t(`role.${role}`)}</span>;
}

/** Keeps the page's query (app_name, app-language) when moving between tribe pages. */
function useGo() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (id: number | null) => navigate({ pathname: id ? `/h5/tribe/${id}` : '/h5/tribe', search });
}

// ---- the hall ----

function HallHero({ hall }: { hall: TTribeHall }) {
  const { t, i18n } = useTranslation('tribes');
  const { tribe } = hall;
  return (
    <section className="tb-hero" data-testid="tribe-hero">
      <div className="tb-hero-glow" aria-hidden="true" />
      <Emblem emblem={tribe.emblem} size={84} className="tb-hero-emblem" />
      <h1 className="tb-hero-name" data-testid="tribe-name">
        {tribe.name}
      </h1>
      <p className="tb-hero-meta">
        {tribe.chief ? t('chiefLine', { name: tribe.chief.nickname }) : null}
        <span aria-hidden="true"> · </span>
        {t('membersLine', { count: tribe.member_count, limit: tribe.member_limit })}
      </p>
      <div className="tb-honour">
        <div className="tb-honour-cell">
          <span className="tb-honour-label">{t('honourWeek')}</span>
          <Honour value={tribe.week_honor} testId="tribe-week-honour" />
          <span className="tb-honour-rank">{hall.rank_week ? t('rankShort', { rank: hall.rank_week }) : t('unranked')}</span>
        </div>
        <div className="tb-honour-cell">
          <span className="tb-honour-label">{t('honourAll')}</span>
          <Honour value={tribe.honor} testId="tribe-all-honour" />
          <span className="tb-honour-rank">{hall.rank_all ? t('rankShort', { rank: hall.rank_all }) : t('unranked')}</span>
        </div>
      </div>
      <p className="tb-hero-foot">
        {t('weekEnds', {
          date: new Date(hall.week.ends_at).toLocaleString(i18n.language, {
            timeZone: REGION_TIME_ZONES[tribe.region],
            month: 'numeric',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          }),
        })}
      </p>
    </section>
  );
}

function Announcement({ text }: { text: string }) {
  const { t } = useTranslation('tribes');
  return (
    <Card className="tb-card tb-announce" title={t('announcement')} titleAs="h2" testId="tribe-announcement">
      <p className="tb-announce-text">{text || t('noAnnouncement')}</p>
    </Card>
  );
}

function Members({ hall, onPick }: { hall: TTribeHall; onPick: (m: TTribeMember) => void }) {
  const { t, i18n } = useTranslation('tribes');
  return (
    <List className="tb-list" testId="tribe-members">
      {hall.members.map((m) => (
        <ListRow
          key={m.user.id}
          as="li"
          variant="divided"
          testId="tribe-member"
          data-role={m.role}
          lead={<Avatar url={m.user.avatar_url} name={m.user.nickname} />}
          title={
            <span className="tb-member-name">
              <span className="tb-ellipsis">{m.user.nickname}</span>
              <RoleBadge role={m.role} />
            </span>
          }
          subs={[t('contributed', { honour: fmt(m.contributed, i18n.language) })]}
          side={
            hall.my_role ? (
              <button
                type="button"
                className="tb-more"
                aria-label={t('memberActions', { name: m.user.nickname })}
                onClick={() => onPick(m)}
              >
                ⋯
              </button>
            ) : null
          }
        />
      ))}
    </List>
  );
}

function eventText(e: TTribeEvent, t: (k: string, o?: Record<string, unknown>) => string): string {
  const actor = e.actor?.nickname ?? t('someone');
  const target = e.target?.nickname ?? t('someone');
  switch (e.kind) {
    case 'joined':
      return e.detail.via === 'invite' ? t('event.joinedInvite', { target, actor }) : t('event.joined', { target });
    case 'role':
      return t(e.detail.role === 'elder' ? 'event.roleElder' : 'event.roleMember', { actor, target });
    case 'renamed':
      return t('event.renamed', { actor, name: e.detail.name ?? '' });
    default:
      return t(`event.${e.kind}`, { actor, target });
  }
}

function Recent({ hall }: { hall: TTribeHall }) {
  const { t, i18n } = useTranslation('tribes');
  if (hall.recent.length === 0) return <EmptyState>{t('noRecent')}</EmptyState>;
  return (
    <List className="tb-list" testId="tribe-recent">
      {hall.recent.map((e) => (
        <ListRow
          key={e.id}
          as="li"
          title={<span className="tb-event">{eventText(e, t)}</span>}
          side={
            <time className="tb-time">
              {new Date(e.created_at).toLocaleDateString(i18n.language, { month: 'numeric', day: 'numeric' })}
            </time>
          }
        />
      ))}
    </List>
  );
}

function Ranking({ myTribe }: { myTribe: number | null }) {
  const { t, i18n } = useTranslation('tribes');
  const [period, setPeriod] = useState<'weekly' | 'all'>('weekly');
  const board = useTribeRanking(period, true);
  const go = useGo();
  return (
    <div className="tb-ranking" data-testid="tribe-ranking">
      <Tabs
        items={[
          { value: 'weekly', label: t('thisWeek'), testId: 'tribe-rank-weekly' },
          { value: 'all', label: t('allTime'), testId: 'tribe-rank-all' },
        ]}
        value={period}
        onChange={setPeriod}
        ariaLabel={t('ranking')}
        className="tb-tabs"
      />
      {board.isPending ? (
        <Skeleton card className="tb-skeleton-list" />
      ) : board.isError ? (
        <EmptyState>{t('errorBody')}</EmptyState>
      ) : board.data.items.length === 0 ? (
        <EmptyState>{t('noRanking')}</EmptyState>
      ) : (
        <RankList className="tb-list">
          {board.data.items.map((row) => (
            <RankRow
              key={row.tribe.id}
              rank={<span className={`tb-place tb-place-${Math.min(row.rank, 4)}`}>{row.rank}</span>}
              mine={row.tribe.id === myTribe}
              onPick={() => go(row.tribe.id)}
              lead={<Emblem emblem={row.tribe.emblem} size={36} />}
              title={<span className="tb-ellipsis">{row.tribe.name}</span>}
              subs={[t('membersLine', { count: row.tribe.member_count, limit: row.tribe.member_limit })]}
              side={<span className="tb-score">{fmt(row.honor, i18n.language)}</span>}
              testId="tribe-rank-row"
            />
          ))}
        </RankList>
      )}
    </div>
  );
}

/** Runs a write, shows its error in the page language, refreshes the tribe data on success. */
function useAct() {
  const toast = useToast();
  const refresh = useRefreshTribes();
  const { t } = useTranslation('tribes');
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<unknown>, done?: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await fn();
      if (done) toast(done);
      await refresh();
      return true;
    } catch (err) {
      toast(messageOf(err, t('errorBody')));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

function MemberSheet({ hall, member, me, onClose }: { hall: TTribeHall; member: TTribeMember; me: number; onClose: () => void }) {
  const { t } = useTranslation('tribes');
  const { run, busy } = useAct();
  const go = useGo();
  const id = hall.tribe.id;
  const role = hall.my_role as TribeRole;
  const self = member.user.id === me;
  const act = async (fn: () => Promise<unknown>, done: string) => {
    if (await run(fn, done)) onClose();
  };
  return (
    <Sheet onClose={onClose} closeLabel={t('close')} className="tb-sheet" labelledBy="tb-member-title" panelTestId="tribe-member-sheet">
      <div className="tb-sheet-head">
        <Avatar url={member.user.avatar_url} name={member.user.nickname} size={48} />
        <div>
          <h2 id="tb-member-title" className="tb-sheet-title">
            {member.user.nickname} <RoleBadge role={member.role} />
          </h2>
          <p className="tb-muted">ID {member.user.public_id}</p>
        </div>
      </div>
      <div className="tb-sheet-actions">
        {self && role !== 'chief' ? (
          <button
            type="button"
            className="tb-btn tb-btn-danger"
            disabled={busy}
            data-testid="tribe-leave"
            onClick={() => void run(() => tribesApi.leave(id), t('leftDone')).then((ok) => ok && go(null))}
          >
            {t('leave')}
          </button>
        ) : null}
        {self && role === 'chief' ? <p className="tb-muted">{t('chiefLeaveHint')}</p> : null}
        {!self && tribeMayDo(role, 'set_role', member.role) ? (
          member.role === 'member' ? (
            <button
              type="button"
              className="tb-btn"
              disabled={busy}
              onClick={() => void act(() => tribesApi.role(id, member.user.id, 'elder'), t('saved'))}
            >
              {t('makeElder')}
            </button>
          ) : (
            <button
              type="button"
              className="tb-btn"
              disabled={busy}
              onClick={() => void act(() => tribesApi.role(id, member.user.id, 'member'), t('saved'))}
            >
              {t('makeMember')}
            </button>
          )
        ) : null}
        {!self && tribeMayDo(role, 'hand_over', member.role) ? (
          <button
            type="button"
            className="tb-btn"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('handOverConfirm', { name: member.user.nickname })))
                void act(() => tribesApi.handOver(id, member.user.id), t('saved'));
            }}
          >
            {t('handOver')}
          </button>
        ) : null}
        {!self && tribeMayDo(role, 'remove_member', member.role) ? (
          <button
            type="button"
            className="tb-btn tb-btn-danger"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('removeConfirm', { name: member.user.nickname })))
                void act(() => tribesApi.remove(id, member.user.id), t('removed'));
            }}
          >
            {t('remove')}
          </button>
        ) : null}
        <button type="button" className="tb-btn tb-btn-ghost" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Sheet>
  );
}

function RequestsSheet({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('tribes');
  const list = useTribeRequests(id, true);
  const { run, busy } = useAct();
  return (
    <Sheet onClose={onClose} closeLabel={t('close')} className="tb-sheet" labelledBy="tb-req-title" panelTestId="tribe-requests">
      <h2 id="tb-req-title" className="tb-sheet-title">
        {t('requests')}
      </h2>
      {list.isPending ? (
        <Skeleton card className="tb-skeleton-list" />
      ) : !list.data || list.data.items.length === 0 ? (
        <EmptyState>{t('noRequests')}</EmptyState>
      ) : (
        <List className="tb-list">
          {list.data.items.map((r) => (
            <ListRow
              key={r.id}
              testId="tribe-request"
              lead={<Avatar url={r.user.avatar_url} name={r.user.nickname} />}
              title={<span className="tb-ellipsis">{r.user.nickname}</span>}
              subs={[`ID ${r.user.public_id}`]}
              side={
                <span className="tb-row-actions">
                  <button
                    type="button"
                    className="tb-btn tb-btn-small tb-btn-ghost"
                    disabled={busy}
                    onClick={() => void run(() => tribesApi.decide(id, r.id, 'reject'))}
                  >
                    {t('reject')}
                  </button>
                  <button
                    type="button"
                    className="tb-btn tb-btn-small"
                    disabled={busy}
                    data-testid="tribe-approve"
                    onClick={() => void run(() => tribesApi.decide(id, r.id, 'approve'), t('approved'))}
                  >
                    {t('approve')}
                  </button>
                </span>
              }
            />
          ))}
        </List>
      )}
    </Sheet>
  );
}

function InviteSheet({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('tribes');
  const { run, busy } = useAct();
  const [publicId, setPublicId] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (publicId.trim() && (await run(() => tribesApi.invite(id, publicId.trim()), t('invited')))) onClose();
  };
  return (
    <Sheet onClose={onClose} closeLabel={t('close')} className="tb-sheet" labelledBy="tb-inv-title" panelTestId="tribe-invite-sheet">
      <form onSubmit={(e) => void submit(e)}>
        <h2 id="tb-inv-title" className="tb-sheet-title">
          {t('invite')}
        </h2>
        <p className="tb-muted">{t('inviteHint')}</p>
        <input
          className="tb-input"
          value={publicId}
          onChange={(e) => setPublicId(e.target.value)}
          placeholder={t('publicIdPlaceholder')}
          inputMode="numeric"
          maxLength={LIMITS.publicIdMax}
          aria-label={t('publicIdPlaceholder')}
          data-testid="tribe-invite-id"
        />
        <button type="submit" className="tb-btn tb-btn-block" disabled={busy || !publicId.trim()} data-testid="tribe-invite-send">
          {t('sendInvite')}
        </button>
      </form>
    </Sheet>
  );
}

function EmblemPicker({ value, onChange }: { value: TribeEmblem; onChange: (e: TribeEmblem) => void }) {
  const { t } = useTranslation('tribes');
  return (
    <fieldset className="tb-emblems">
      <legend className="tb-label">{t('emblem')}</legend>
      {TRIBE_EMBLEMS.map((e) => (
        <button
          key={e}
          type="button"
          className={`tb-emblem-pick${e === value ? ' is-on' : ''}`}
          aria-pressed={e === value}
          aria-label={t(`emblems.${e}`)}
          onClick={() => onChange(e)}
          data-testid={`tribe-emblem-${e}`}
        >
          <Emblem emblem={e} size={40} />
        </button>
      ))}
    </fieldset>
  );
}

/** Create (no tribe) or edit (the chief: all; an elder: the announcement). */
function TribeForm({ hall, onClose }: { hall?: TTribeHall; onClose: () => void }) {
  const { t } = useTranslation('tribes');
  const { run, busy } = useAct();
  const go = useGo();
  const chief = !hall || hall.my_role === 'chief';
  const [name, setName] = useState(hall?.tribe.name ?? '');
  const [emblem, setEmblem] = useState<TribeEmblem>(hall?.tribe.emblem ?? 'flame');
  const [announcement, setAnnouncement] = useState(hall?.tribe.announcement ?? '');
  const problem = chief ? tribeNameProblem(name) : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    if (!hall) {
      let created: number | null = null;
      const ok = await run(async () => {
        created = (await tribesApi.create({ name: name.trim(), emblem, announcement: announcement.trim() })).tribe_id;
      }, t('createdDone'));
      if (ok) {
        onClose();
        go(created);
      }
      return;
    }
    const input = chief ? { name: name.trim(), emblem, announcement: announcement.trim() } : { announcement: announcement.trim() };
    if (await run(() => tribesApi.settings(hall.tribe.id, input), t('saved'))) onClose();
  };
  return (
    <Sheet onClose={onClose} closeLabel={t('close')} className="tb-sheet" labelledBy="tb-form-title" panelTestId="tribe-form">
      <form onSubmit={(e) => void submit(e)}>
        <h2 id="tb-form-title" className="tb-sheet-title">
          {hall ? t('settings') : t('create')}
        </h2>
        {chief ? (
          <>
            <label className="tb-label" htmlFor="tb-name">
              {t('name')}
            </label>
            <input
              id="tb-name"
              className="tb-input"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('namePlaceholder')}
              data-testid="tribe-name-input"
            />
            <p className={`tb-hint${name && problem ? ' is-bad' : ''}`}>
              {t('nameHint', { min: LIMITS.tribeNameMin, max: LIMITS.tribeNameMax })}
            </p>
            <EmblemPicker value={emblem} onChange={setEmblem} />
          </>
        ) : null}
        <label className="tb-label" htmlFor="tb-ann">
          {t('announcement')}
        </label>
        <CountedTextArea
          id="tb-ann"
          className="tb-textarea"
          value={announcement}
          maxLength={LIMITS.tribeAnnouncementMax}
          rows={3}
          onChange={(e) => setAnnouncement(e.target.value)}
          placeholder={t('announcementPlaceholder')}
          data-testid="tribe-announcement-input"
        />
        <button type="submit" className="tb-btn tb-btn-block" disabled={busy || Boolean(problem)} data-testid="tribe-form-submit">
          {hall ? t('save') : t('createAction')}
        </button>
        {hall && hall.my_role === 'chief' ? (
          <button
            type="button"
            className="tb-btn tb-btn-block tb-btn-danger-ghost"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('disbandConfirm')))
                void run(() => tribesApi.disband(hall.tribe.id), t('disbandedDone')).then((ok) => ok && go(null));
            }}
          >
            {t('disband')}
          </button>
        ) : null}
      </form>
    </Sheet>
  );
}

type HallTab = 'members' | 'ranking' | 'recent';

function Hall({ id, me }: { id: number; me: TTribeMe | undefined }) {
  const { t } = useTranslation('tribes');
  const hall = useTribeHall(id);
  const [tab, setTab] = useState<HallTab>('members');
  const [sheet, setSheet] = useState<'requests' | 'invite' | 'settings' | null>(null);
  const [member, setMember] = useState<TTribeMember | null>(null);
  const { run, busy } = useAct();
  if (hall.isPending) return <LoadingCards cards={['tb-skeleton-hero', 'tb-skeleton-list']} />;
  if (hall.isError || !hall.data)
    return (
      <NoticeCard
        icon={<Emblem emblem="shield" size={40} />}
        title={t('notFound')}
        body={messageOf(hall.error, t('errorBody'))}
        testId="tribe-error"
      >
        <button type="button" className="tb-btn tb-btn-ghost" onClick={() => void hall.refetch()}>
          {t('retry')}
        </button>
      </NoticeCard>
    );
  const h = hall.data;
  const manager = h.my_role === 'chief' || h.my_role === 'elder';
  return (
    <>
      <HallHero hall={h} />
      <div className="tb-actions">
        {h.my_role === null && h.can_request ? (
          <button
            type="button"
            className="tb-btn tb-btn-block"
            disabled={busy}
            data-testid="tribe-join"
            onClick={() => void run(() => tribesApi.join(id), t('requestedDone'))}
          >
            {t('requestJoin')}
          </button>
        ) : null}
        {h.requested ? (
          <button
            type="button"
            className="tb-btn tb-btn-block tb-btn-ghost"
            disabled={busy}
            data-testid="tribe-withdraw"
            onClick={() => void run(() => tribesApi.withdraw(id))}
          >
            {t('requestedWithdraw')}
          </button>
        ) : null}
        {h.my_role === null && !h.can_request && !h.requested && me?.tribe === null ? (
          <p className="tb-muted tb-center">{t('cannotJoin')}</p>
        ) : null}
        {manager ? (
          <div className="tb-manage">
            <button type="button" className="tb-chip-btn" data-testid="tribe-open-requests" onClick={() => setSheet('requests')}>
              {t('requests')}
              {h.pending_requests > 0 ? <span className="tb-dot">{h.pending_requests}</span> : null}
            </button>
            <button type="button" className="tb-chip-btn" data-testid="tribe-open-invite" onClick={() => setSheet('invite')}>
              {t('invite')}
            </button>
            <button type="button" className="tb-chip-btn" data-testid="tribe-open-settings" onClick={() => setSheet('settings')}>
              {t('settings')}
            </button>
          </div>
        ) : null}
      </div>
      <Announcement text={h.tribe.announcement} />
      <Card className="tb-card">
        <Tabs
          items={[
            { value: 'members', label: t('tabMembers', { count: h.members.length }), testId: 'tribe-tab-members' },
            { value: 'ranking', label: t('tabRanking'), testId: 'tribe-tab-ranking' },
            { value: 'recent', label: t('recent'), testId: 'tribe-tab-recent' },
          ]}
          value={tab}
          onChange={setTab}
          variant="underline"
          ariaLabel={t('hall')}
          className="tb-tabs"
        />
        {tab === 'members' ? (
          <Members hall={h} onPick={setMember} />
        ) : tab === 'ranking' ? (
          <Ranking myTribe={me?.tribe?.id ?? null} />
        ) : (
          <Recent hall={h} />
        )}
      </Card>
      {sheet === 'requests' ? <RequestsSheet id={id} onClose={() => setSheet(null)} /> : null}
      {sheet === 'invite' ? <InviteSheet id={id} onClose={() => setSheet(null)} /> : null}
      {sheet === 'settings' ? <TribeForm hall={h} onClose={() => setSheet(null)} /> : null}
      {member ? <MemberSheet hall={h} member={member} me={h.viewer_id} onClose={() => setMember(null)} /> : null}
    </>
  );
}

// ---- without a tribe: invitations, create, browse and search, the ranking ----

function TribeCardRow({ tribe, onOpen }: { tribe: TTribeCard; onOpen: () => void }) {
  const { t, i18n } = useTranslation('tribes');
  return (
    <li>
      <ListRow
        as="button"
        variant="card"
        className="tb-tribe-row"
        onClick={onOpen}
        testId="tribe-card"
        lead={<Emblem emblem={tribe.emblem} size={44} />}
        title={<span className="tb-ellipsis">{tribe.name}</span>}
        subs={[t('membersLine', { count: tribe.member_count, limit: tribe.member_limit }), tribe.announcement || null]}
        side={
          <span className="tb-card-honour">
            <span className="tb-score">{fmt(tribe.week_honor, i18n.language)}</span>
            <span className="tb-muted tb-small">{t('honourWeek')}</span>
          </span>
        }
      />
    </li>
  );
}

function Lobby({ me }: { me: TTribeMe }) {
  const { t } = useTranslation('tribes');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [tab, setTab] = useState<'browse' | 'ranking'>('browse');
  const list = useTribeList(query, tab === 'browse');
  const { run, busy } = useAct();
  const go = useGo();
  return (
    <>
      <section className="tb-hero tb-hero-lobby" data-testid="tribe-lobby">
        <div className="tb-hero-glow" aria-hidden="true" />
        <div className="tb-lobby-emblems" aria-hidden="true">
          <Emblem emblem="dragon" size={46} />
          <Emblem emblem="crown" size={64} />
          <Emblem emblem="phoenix" size={46} />
        </div>
        <h1 className="tb-hero-name">{t('lobbyTitle')}</h1>
        <p className="tb-hero-meta">{t('lobbyBody')}</p>
        {me.eligible ? (
          <button type="button" className="tb-btn tb-btn-gold" data-testid="tribe-create" onClick={() => setCreating(true)}>
            {t('create')}
          </button>
        ) : (
          <p className="tb-hero-meta">{t('notEligible')}</p>
        )}
      </section>
      {me.invites.length > 0 ? (
        <Card className="tb-card" title={t('invites')} testId="tribe-invites">
          <List className="tb-list">
            {me.invites.map((i) => (
              <ListRow
                key={i.id}
                testId="tribe-invite"
                lead={<Emblem emblem={i.tribe.emblem} size={40} />}
                title={<span className="tb-ellipsis">{i.tribe.name}</span>}
                subs={[t('invitedBy', { name: i.inviter.nickname })]}
                side={
                  <span className="tb-row-actions">
                    <button
                      type="button"
                      className="tb-btn tb-btn-small tb-btn-ghost"
                      disabled={busy}
                      onClick={() => void run(() => tribesApi.answer(i.id, 'decline'))}
                    >
                      {t('decline')}
                    </button>
                    <button
                      type="button"
                      className="tb-btn tb-btn-small"
                      disabled={busy}
                      data-testid="tribe-accept"
                      onClick={() => void run(() => tribesApi.answer(i.id, 'accept'), t('joinedDone')).then((ok) => ok && go(i.tribe.id))}
                    >
                      {t('accept')}
                    </button>
                  </span>
                }
              />
            ))}
          </List>
        </Card>
      ) : null}
      {me.requests.length > 0 ? (
        <Card className="tb-card" title={t('myRequests')}>
          <List className="tb-list">
            {me.requests.map((r) => (
              <ListRow
                key={r.id}
                as="li"
                lead={<Emblem emblem={r.tribe.emblem} size={36} />}
                title={<span className="tb-ellipsis">{r.tribe.name}</span>}
                subs={[t('waiting')]}
                side={
                  <button type="button" className="tb-btn tb-btn-small tb-btn-ghost" onClick={() => go(r.tribe.id)}>
                    {t('view')}
                  </button>
                }
              />
            ))}
          </List>
        </Card>
      ) : null}
      <Card className="tb-card">
        <Tabs
          items={[
            { value: 'browse', label: t('browse') },
            { value: 'ranking', label: t('tabRanking'), testId: 'tribe-tab-ranking' },
          ]}
          value={tab}
          onChange={setTab}
          variant="underline"
          ariaLabel={t('lobbyTitle')}
          className="tb-tabs"
        />
        {tab === 'browse' ? (
          <>
            <form
              className="tb-search"
              onSubmit={(e) => {
                e.preventDefault();
                setQuery(search.trim());
              }}
            >
              <input
                className="tb-input"
                value={search}
                maxLength={LIMITS.tribeSearchMax}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('searchPlaceholder')}
                aria-label={t('searchPlaceholder')}
                data-testid="tribe-search"
              />
              <button type="submit" className="tb-btn tb-btn-small">
                {t('search')}
              </button>
            </form>
            {list.isPending ? (
              <Skeleton card className="tb-skeleton-list" />
            ) : !list.data || list.data.items.length === 0 ? (
              <EmptyState>{query ? t('noMatch') : t('noTribes')}</EmptyState>
            ) : (
              <List className="tb-list tb-cards">
                {list.data.items.map((tribe) => (
                  <TribeCardRow key={tribe.id} tribe={tribe} onOpen={() => go(tribe.id)} />
                ))}
              </List>
            )}
          </>
        ) : (
          <Ranking myTribe={null} />
        )}
      </Card>
      {creating ? <TribeForm onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function TribeScreen() {
  const { t, ready } = useTranslation('tribes');
  const params = useParams();
  const routeId = params.id && /^\d{1,15}$/.test(params.id) ? Number(params.id) : null;
  const token = getUserToken();
  const me = useTribeMe(Boolean(token));
  const data = me.data;
  const state = isSignedOut(me.error, token) ? 'signed-out' : data ? 'ready' : me.isError ? 'error' : 'loading';
  const hallId = routeId ?? data?.tribe?.id ?? null;
  if (!ready) return <div className="tb-page" aria-busy="true" />;
  return (
    <div className="tb-page ui-scope" data-testid="tribe-page" data-state={state} data-view={hallId ? 'hall' : 'lobby'}>
      <PageBar title={t('title')} />
      <main className="tb-content">
        {state === 'signed-out' || state === 'error' ? (
          <StateCard
            state={state}
            fetching={me.isFetching}
            onRetry={() => void me.refetch()}
            testId="tribe"
            text={{
              signedOut: t('signIn'),
              signIn: t('signInAction'),
              errorTitle: t('error'),
              errorBody: t('errorBody'),
              retry: t('retry'),
            }}
          />
        ) : state === 'loading' ? (
          <LoadingCards cards={['tb-skeleton-hero', 'tb-skeleton-list']} />
        ) : hallId !== null ? (
          <Hall key={hallId} id={hallId} me={data} />
        ) : data ? (
          <Lobby me={data} />
        ) : null}
      </main>
    </div>
  );
}

/** The tribe hall (issue 14): my tribe or `/h5/tribe/:id`; without a tribe, invitations, create, browse and the ranking. */
export default function TribePage() {
  return (
    <QueryProvider>
      <TribeScreen />
    </QueryProvider>
  );
}
