import { CP_LEVEL_THRESHOLDS, ErrorCode, type TCpInvitation, type TCpPair, type TCpStatus, type TMe } from '@app/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { AssetIcon, GiftIcon } from '../../../components/GiftIcon';
import { Card } from '../../../components/ui/Card';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { useToast } from '../../../components/ui/Toast';
import { ApiError } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { newRequestId } from '../../../lib/request-id';
import { type CpVerb, useCpAnswerMutation, useCpDissolveMutation } from '../api/cp';
import { daysTogether, timeLeftParts } from '../lib/format';
import { ConfirmDialog } from './ConfirmDialog';
import { LevelBadge, LevelProgress, PairVisual } from './PairVisual';

const BONUS: Record<TCpPair['level'], string> = { normal: '×1', peerless: '×1.5', ultimate: '×3' };

export function useTimeLeft() {
  const { t } = useTranslation('cp');
  return (seconds: number) => {
    const { d, h, m } = timeLeftParts(seconds);
    const time = d > 0 ? t('time.dh', { d, h }) : h > 0 ? t('time.hm', { h, m }) : t('time.m', { m });
    return t('timeLeft', { time });
  };
}

// ---- my pair ----------------------------------------------------------------------------------

export function PairCard({ pair, me }: { pair: TCpPair; me: TMe | null | undefined }) {
  const { t, i18n } = useTranslation('cp');
  const locale = i18n.language;
  const fmt = (n: number) => formatNumber(n, locale);
  const toast = useToast();
  const dissolve = useCpDissolveMutation();
  const [confirming, setConfirming] = useState(false);
  const key = useRef<string | null>(null);
  const onDissolve = () => {
    key.current ??= newRequestId('dis');
    dissolve.mutate(key.current, {
      onSuccess: () => {
        key.current = null;
        setConfirming(false);
        toast(t('dissolve.done'));
      },
      onError: (err) => {
        if (!(err instanceof ApiError && err.code === ErrorCode.NETWORK)) key.current = null;
        setConfirming(false);
      },
    });
  };
  return (
    <Card className="cp-pair-card" testId="cp-pair">
      <PairVisual me={me ?? null} partner={pair.partner} size={68} />
      <div className="cp-pair-names">
        <span>{me?.nickname ?? ''}</span>
        <span className="cp-amp">&amp;</span>
        <span data-testid="cp-partner-name">{pair.partner.nickname}</span>
      </div>
      <div className="cp-pair-meta">
        <LevelBadge level={pair.level} label={t(`level.${pair.level}`)} />
        <span className="cp-chip">{t('pair.days', { days: daysTogether(pair.since) })}</span>
        <span className="cp-chip">ID {pair.partner.public_id}</span>
      </div>
      <div className="cp-points">
        <b data-testid="cp-points">{fmt(pair.points)}</b>
        <span>{t('pair.points')}</span>
      </div>
      <LevelProgress points={pair.points} from={pair.level_points} to={pair.next_level_points} label={t('pair.progress')} />
      <div className="cp-progress-legend">
        <span>{t(`level.${pair.level}`)}</span>
        <span>{pair.next_level ? t(`level.${pair.next_level}`) : t('pair.top')}</span>
      </div>
      <p className="cp-muted" data-testid="cp-next">
        {pair.next_level && pair.next_level_points !== null
          ? t('pair.toNext', { points: fmt(pair.next_level_points - pair.points), level: t(`level.${pair.next_level}`) })
          : t('pair.top')}
      </p>
      <p className="cp-muted cp-small">
        {t('pair.bonus', { bonus: BONUS[pair.level] })} · {t('pair.since', { date: formatDate(pair.since, locale) })}
      </p>
      <button type="button" className="cp-link-danger" onClick={() => setConfirming(true)} data-testid="cp-dissolve">
        {t('dissolve.action')}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={t('dissolve.title')}
          confirmLabel={t('dissolve.confirm')}
          cancelLabel={t('dialog.back')}
          danger
          busy={dissolve.isPending}
          onConfirm={onDissolve}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('dissolve.body', { name: pair.partner.nickname })}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

// ---- invitations ------------------------------------------------------------------------------

type InvitationRowProps = {
  inv: TCpInvitation;
  side: 'received' | 'sent';
  blocked: boolean;
  onAnswer: (inv: TCpInvitation, verb: 'accept' | 'decline' | 'cancel') => void;
  busy: boolean;
};

/** One side's invitations (received or sent), newest as the server orders them. */
function InvitationList({ items, ...row }: Omit<InvitationRowProps, 'inv'> & { items: TCpInvitation[] }) {
  return (
    <List>
      {items.map((inv) => (
        <InvitationRow key={inv.id} inv={inv} {...row} />
      ))}
    </List>
  );
}

function InvitationRow({ inv, side, blocked, onAnswer, busy }: InvitationRowProps) {
  const { t, i18n } = useTranslation('cp');
  const timeLeft = useTimeLeft();
  const other = side === 'received' ? inv.from : inv.to;
  const actions: Array<{ verb: CpVerb; label: string; primary?: boolean; disabled: boolean }> =
    side === 'received'
      ? [
          { verb: 'accept', label: t('received.accept'), primary: true, disabled: busy || blocked },
          { verb: 'decline', label: t('received.decline'), disabled: busy },
        ]
      : [{ verb: 'cancel', label: t('sent.cancel'), disabled: busy }];
  return (
    <ListRow
      className="cp-inv"
      testId={`cp-${side}-item`}
      data-id={inv.id}
      lead={<Avatar profile={other} size={44} />}
      title={other.nickname}
      side={actions.map((a) => (
        <button
          key={a.verb}
          type="button"
          className={`cp-btn ${a.primary ? 'cp-btn-primary' : 'cp-btn-ghost'} cp-btn-sm`}
          disabled={a.disabled}
          onClick={() => onAnswer(inv, a.verb)}
          data-testid={`cp-${a.verb}`}
        >
          {a.label}
        </button>
      ))}
    >
      <div className="cp-inv-sub">
        <GiftIcon code="cp_castle" size={14} /> {inv.gift.name} · <AssetIcon asset={inv.gift.asset} size={11} />{' '}
        {formatNumber(inv.gift.price, i18n.language)}
      </div>
      <div className="cp-inv-time" data-testid="cp-time-left">
        {timeLeft(inv.seconds_left)}
      </div>
    </ListRow>
  );
}

export function Invitations({ status }: { status: TCpStatus }) {
  const { t } = useTranslation('cp');
  const toast = useToast();
  const answer = useCpAnswerMutation();
  const [confirm, setConfirm] = useState<{ inv: TCpInvitation; verb: 'decline' | 'cancel' } | null>(null);
  const run = (inv: TCpInvitation, verb: 'accept' | 'decline' | 'cancel') =>
    answer.mutate(
      { id: inv.id, verb },
      {
        onSuccess: () => {
          setConfirm(null);
          if (verb === 'accept') toast(t('received.accepted', { name: inv.from.nickname }));
          else if (verb === 'decline') toast(t('received.declined'));
          else toast(t('sent.cancelled'));
        },
        onError: () => setConfirm(null),
      },
    );
  const onAnswer = (inv: TCpInvitation, verb: 'accept' | 'decline' | 'cancel') => {
    if (verb === 'accept') run(inv, verb);
    else setConfirm({ inv, verb });
  };
  const blocked = Boolean(status.pair);
  return (
    <>
      {status.received.length > 0 ? (
        <Card
          titleAs="h3"
          title={
            <>
              {t('received.title')}
              <span className="cp-count">{status.received.length}</span>
            </>
          }
          testId="cp-received"
        >
          {blocked ? <p className="cp-muted cp-small">{t('received.blocked')}</p> : null}
          <InvitationList items={status.received} side="received" blocked={blocked} busy={answer.isPending} onAnswer={onAnswer} />
        </Card>
      ) : null}
      {status.sent.length > 0 ? (
        <Card titleAs="h3" title={t('sent.title')} testId="cp-sent">
          <InvitationList items={status.sent} side="sent" blocked={false} busy={answer.isPending} onAnswer={onAnswer} />
        </Card>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title={t(confirm.verb === 'decline' ? 'received.declineTitle' : 'sent.cancelTitle')}
          confirmLabel={t(confirm.verb === 'decline' ? 'received.decline' : 'sent.cancel')}
          cancelLabel={t('dialog.back')}
          danger
          busy={answer.isPending}
          onConfirm={() => run(confirm.inv, confirm.verb)}
          onCancel={() => setConfirm(null)}
        >
          <p>
            {t(confirm.verb === 'decline' ? 'received.declineBody' : 'sent.cancelBody', {
              gift: confirm.inv.gift.name,
              name: (confirm.verb === 'decline' ? confirm.inv.from : confirm.inv.to).nickname,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

// ---- rules ------------------------------------------------------------------------------------

export function CpRules({ status }: { status?: TCpStatus }) {
  const { t, i18n } = useTranslation('cp');
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const gift = status?.cp_gifts[0];
  const rules = [
    {
      key: 'gift',
      text: t('rules.gift', { price: gift ? `${fmt(gift.price)} ${t(`asset.${gift.asset}`)}` : `999 ${t('asset.gold_coin')}` }),
    },
    { key: 'wait', text: t('rules.wait') },
    { key: 'one', text: t('rules.one') },
    {
      key: 'levels',
      text: t('rules.levels', {
        peerless: fmt(status?.thresholds.peerless ?? CP_LEVEL_THRESHOLDS.peerless),
        ultimate: fmt(status?.thresholds.ultimate ?? CP_LEVEL_THRESHOLDS.ultimate),
      }),
    },
    { key: 'bonus', text: t('rules.bonus') },
    { key: 'dissolve', text: t('rules.dissolve') },
    { key: 'minors', text: t('rules.minors') },
  ];
  return (
    <Card titleAs="h3" title={t('rules.title')} testId="cp-rules">
      <RulesBlock items={rules} />
    </Card>
  );
}
