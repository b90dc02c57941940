import { type BrandId, ErrorCode, type TGift, type TPublicProfile, type TSendGiftResult } from '@app/shared';
import { type ComponentType, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { AssetIcon, GiftIcon } from '../../../components/GiftIcon';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import '../../../components/ui/disc.css';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useWalletQuery } from '../../../entities/wallet';
import { ApiError } from '../../../lib/api';
import { jump } from '../../../lib/bridge';
import { formatNumber } from '../../../lib/format';
import { newRequestId } from '../../../lib/request-id';
import { getUserToken } from '../../../lib/session';
import { useGiftsQuery } from '../api/gifts';
import { useSendGiftMutation } from '../api/sendGift';
import { SKELETON_KEYS } from '../lib/util';

export const GIFT_COUNTS = [1, 10, 99, 520, 1314] as const;

/** What another feature shows next to the receiver's name (the follow button); the app composes it. */
export type ReceiverAction = ComponentType<{ profile: TPublicProfile; signedIn: boolean }>;

interface Props {
  receiver: TPublicProfile;
  appName: BrandId;
  onClose: () => void;
  /** the send went through: the page celebrates it (the gift, the count, the receiver) */
  onSent: (result: TSendGiftResult, sent: { gift: TGift; count: number }) => void;
  receiverAction?: ReceiverAction;
}

/**
 * Bottom sheet to send one person a gift: the brand's catalogue, a count, the sender's balance.
 * Each tap of "send" is one intended action with its own request_id; when the answer is lost on
 * the way (network error) the next tap with the same gift and count retries under the same id,
 * so the server never charges twice.
 */
export function GiftSheet({ receiver, appName, onClose, onSent, receiverAction: ReceiverAction }: Props) {
  const { t, i18n } = useTranslation('ranking');
  const locale = i18n.language;
  const gifts = useGiftsQuery(appName, locale);
  const wallet = useWalletQuery();
  const send = useSendGiftMutation();
  const [giftId, setGiftId] = useState<number | null>(null);
  const [count, setCount] = useState<number>(1);
  const pending = useRef<{ id: string; giftId: number; count: number } | null>(null);

  const list = gifts.data?.gifts ?? [];
  const gift: TGift | undefined = list.find((g) => g.id === giftId) ?? list[0];
  const balance = gift ? (wallet.data?.balances[gift.asset] ?? 0) : 0;
  const total = gift ? gift.price * count : 0;
  const short = Boolean(gift && wallet.data && total > balance);

  const assets = useMemo(() => [...new Set(list.map((g) => g.asset))], [list]);

  const submit = () => {
    if (!gift || send.isPending) return;
    const same = pending.current && pending.current.giftId === gift.id && pending.current.count === count;
    const requestId = same && pending.current ? pending.current.id : newRequestId('g');
    pending.current = { id: requestId, giftId: gift.id, count };
    send.mutate(
      { to_user_id: receiver.id, gift_id: gift.id, count, request_id: requestId },
      {
        onSuccess: (result) => {
          pending.current = null;
          onSent(result, { gift, count });
        },
        onError: (err) => {
          // keep the key only when we do not know whether the server got it
          if (!(err instanceof ApiError && err.code === ErrorCode.NETWORK)) pending.current = null;
        },
      },
    );
  };

  return (
    <Sheet onClose={onClose} closeLabel={t('sheet.close')} labelledBy="rk-sheet-title" className="rk-sheet" testId="gift-sheet">
      <header className="rk-sheet-head">
        <Avatar profile={receiver} size={36} />
        <div className="rk-sheet-to">
          <div className="rk-sheet-label">{t('sheet.sendTo')}</div>
          <div className="rk-sheet-name-row">
            <div id="rk-sheet-title" className="rk-sheet-name" data-testid="gift-sheet-receiver">
              {receiver.nickname}
            </div>
            {ReceiverAction ? <ReceiverAction profile={receiver} signedIn={Boolean(getUserToken())} /> : null}
          </div>
        </div>
        <button
          type="button"
          className="rk-sheet-x ui-disc"
          aria-label={t('sheet.profile')}
          title={t('sheet.profile')}
          onClick={() => jump({ target_name: 'user_home', params: { user_id: receiver.id } })}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className="rk-sheet-x ui-disc" aria-label={t('sheet.close')} onClick={onClose}>
          ×
        </button>
      </header>

      <div className="rk-gift-grid" role="listbox" aria-label={t('sheet.gifts')}>
        {gifts.isPending
          ? SKELETON_KEYS.map((k) => <Skeleton key={k} className="rk-skeleton rk-gift-skeleton" />)
          : list.map((g) => (
              <button
                key={g.id}
                type="button"
                role="option"
                aria-selected={gift?.id === g.id}
                className={`rk-gift-cell${gift?.id === g.id ? ' is-selected' : ''}`}
                onClick={() => setGiftId(g.id)}
                data-testid={`gift-${g.code}`}
              >
                {g.is_limited ? <span className="rk-tag rk-tag-limited">{t('gift.limited')}</span> : null}
                {g.is_cp ? <span className="rk-tag rk-tag-cp">CP</span> : null}
                <GiftIcon code={g.code} size={40} />
                <span className="rk-gift-name">{g.name}</span>
                <span className="rk-gift-price">
                  <AssetIcon asset={g.asset} size={11} />
                  {formatNumber(g.price, locale)}
                </span>
              </button>
            ))}
      </div>

      <ChipGroup
        label={t('sheet.count')}
        options={GIFT_COUNTS}
        value={count}
        onChange={setCount}
        testId={(n) => `count-${n}`}
        className="rk-counts"
      >
        {(n) => `×${n}`}
      </ChipGroup>

      <footer className="rk-sheet-foot">
        <div className="rk-balance" data-testid="gift-sheet-balance">
          {assets.map((a) => (
            <span key={a} className="rk-balance-item">
              <AssetIcon asset={a} />
              {wallet.data ? formatNumber(wallet.data.balances[a] ?? 0, locale) : '…'}
            </span>
          ))}
        </div>
        <div className="rk-total">
          {gift ? (
            <>
              {t('sheet.total')} <AssetIcon asset={gift.asset} size={12} /> {formatNumber(total, locale)}
            </>
          ) : null}
        </div>
        {short ? (
          <button type="button" className="rk-send rk-send-recharge" onClick={() => jump({ target_name: 'recharge_coins' })}>
            {t('sheet.recharge')}
          </button>
        ) : (
          <button type="button" className="rk-send" disabled={!gift || send.isPending} onClick={submit} data-testid="gift-send">
            {send.isPending ? t('sheet.sending') : t('sheet.send')}
          </button>
        )}
      </footer>
    </Sheet>
  );
}
