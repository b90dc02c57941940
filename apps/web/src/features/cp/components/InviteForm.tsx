import { ErrorCode, LIMITS, type TCpLookup, type TCpStatus, type TGift, type TMe } from '@app/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { AssetIcon, GiftIcon } from '../../../components/GiftIcon';
import { Card } from '../../../components/ui/Card';
import { ListRow } from '../../../components/ui/ListRow';
import { useToast } from '../../../components/ui/Toast';
import { useWalletQuery } from '../../../entities/wallet';
import { ApiError } from '../../../lib/api';
import { jump } from '../../../lib/bridge';
import { formatNumber } from '../../../lib/format';
import { newRequestId } from '../../../lib/request-id';
import { lookupCpCandidate, useCpInviteMutation } from '../api/cp';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Find a user by public ID and invite them with a CP gift (the single's form). Its own chunk: the
 * CP page loads it while its status is asked, and a paired reader never needs it.
 */
export default function InviteForm({ status, me }: { status: TCpStatus; me: TMe | null | undefined }) {
  const { t, i18n } = useTranslation('cp');
  const locale = i18n.language;
  const toast = useToast();
  const wallet = useWalletQuery();
  const invite = useCpInviteMutation();
  const [publicId, setPublicId] = useState('');
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<TCpLookup | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [giftId, setGiftId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<{ id: string; to: number; gift: number } | null>(null);

  const gifts = status.cp_gifts;
  const gift: TGift | undefined = gifts.find((g) => g.id === giftId) ?? gifts[0];
  const balance = gift ? (wallet.data?.balances[gift.asset] ?? 0) : 0;
  const short = Boolean(gift && wallet.data && gift.price > balance);
  const isSelf = Boolean(found && me && found.profile.id === me.id);

  const onFind = async (e: FormEvent) => {
    e.preventDefault();
    const id = publicId.trim();
    if (!id || finding) return;
    setFinding(true);
    setNotFound(false);
    setFound(null);
    try {
      setFound(await lookupCpCandidate(id));
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.NOT_FOUND) setNotFound(true);
      else toast(err instanceof Error ? err.message : String(err));
    } finally {
      setFinding(false);
    }
  };

  const send = () => {
    if (!found || !gift || invite.isPending) return;
    const same = pending.current && pending.current.to === found.profile.id && pending.current.gift === gift.id;
    const requestId = same && pending.current ? pending.current.id : newRequestId('inv');
    pending.current = { id: requestId, to: found.profile.id, gift: gift.id };
    invite.mutate(
      { to_user_id: found.profile.id, gift_id: gift.id, request_id: requestId },
      {
        onSuccess: () => {
          pending.current = null;
          setConfirming(false);
          setFound(null);
          setPublicId('');
          toast(t('invite.sent', { name: found.profile.nickname }));
        },
        onError: (err) => {
          if (!(err instanceof ApiError && err.code === ErrorCode.NETWORK)) pending.current = null;
          setConfirming(false);
        },
      },
    );
  };

  if (status.pair) return null;
  const price = gift ? `${formatNumber(gift.price, locale)} ${t(`asset.${gift.asset}`)}` : '';

  return (
    <Card titleAs="h3" title={t('invite.title')} className="cp-invite" testId="cp-invite">
      <form className="cp-find" onSubmit={onFind}>
        <label className="cp-visually-hidden" htmlFor="cp-public-id">
          {t('invite.idLabel')}
        </label>
        <input
          id="cp-public-id"
          className="cp-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={LIMITS.publicIdMax}
          placeholder={t('invite.idPlaceholder')}
          value={publicId}
          onChange={(e) => setPublicId(e.currentTarget.value)}
          data-testid="cp-public-id"
        />
        <button type="submit" className="cp-btn cp-btn-ghost" disabled={finding || !publicId.trim()} data-testid="cp-find">
          {t('invite.find')}
        </button>
      </form>
      {notFound ? (
        <p className="cp-warn" data-testid="cp-not-found">
          {t('invite.notFound')}
        </p>
      ) : null}
      {found ? (
        <ListRow
          as="div"
          variant="plain"
          className="cp-candidate"
          testId="cp-candidate"
          lead={<Avatar profile={found.profile} size={44} />}
          title={
            <span data-testid="cp-candidate-name">
              {found.profile.nickname}
              {isSelf ? ` ${t('invite.you')}` : ''}
            </span>
          }
        >
          <div className="cp-inv-sub">ID {found.profile.public_id}</div>
        </ListRow>
      ) : null}
      {found && !found.eligible ? (
        <p className="cp-warn" data-testid="cp-ineligible">
          {found.reason}
        </p>
      ) : null}

      <div className="cp-gift-pick" role="listbox" aria-label={t('invite.gift')}>
        {gifts.map((g) => (
          <button
            key={g.id}
            type="button"
            role="option"
            aria-selected={gift?.id === g.id}
            className={`cp-gift${gift?.id === g.id ? ' is-selected' : ''}`}
            onClick={() => setGiftId(g.id)}
            data-testid={`cp-gift-${g.code}`}
          >
            <GiftIcon code={g.code} size={44} />
            <span className="cp-gift-name">{g.name}</span>
            <span className="cp-gift-price">
              <AssetIcon asset={g.asset} size={12} /> {formatNumber(g.price, locale)}
            </span>
          </button>
        ))}
      </div>
      <p className="cp-note" data-testid="cp-gift-note">
        {t('invite.giftNote')}
      </p>
      <div className="cp-invite-foot">
        <span className="cp-balance" data-testid="cp-balance">
          {gift ? <AssetIcon asset={gift.asset} size={12} /> : null}{' '}
          {t('invite.balance', { amount: wallet.data ? formatNumber(balance, locale) : '…' })}
        </span>
        {short ? (
          <button
            type="button"
            className="cp-btn cp-btn-ghost"
            onClick={() => jump({ target_name: 'recharge_coins' })}
            data-testid="cp-recharge"
          >
            {t('invite.recharge')}
          </button>
        ) : null}
        <button
          type="button"
          className="cp-btn cp-btn-primary"
          disabled={!found?.eligible || !gift || short || invite.isPending}
          onClick={() => setConfirming(true)}
          data-testid="cp-send"
        >
          {t('invite.send')}
        </button>
      </div>
      {confirming && found && gift ? (
        <ConfirmDialog
          title={t('confirm.title')}
          confirmLabel={t('confirm.send')}
          cancelLabel={t('dialog.back')}
          busy={invite.isPending}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
          testId="cp-confirm"
        >
          <div className="cp-confirm-gift">
            <GiftIcon code={gift.code} size={56} />
          </div>
          <p>{t('confirm.body', { gift: gift.name, price, name: found.profile.nickname })}</p>
          <p className="cp-muted cp-small">{t('confirm.keep')}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
