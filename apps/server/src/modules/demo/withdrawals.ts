import {
  type BrandId,
  LIMITS,
  PERMISSIONS,
  type TAdminWithdrawalAction,
  type TPayoutAccountInput,
  type WithdrawalAction,
} from '@app/shared';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { findUsersByEmails, type UserRow } from '../accounts/service';
import { listAdminAccounts } from '../admin/service';
import { type HostsDeps, ingest } from '../hosts/service';
import * as withdrawals from '../withdrawals/service';
import { DEMO_ADMINS, DEMO_USER_PASSWORD } from './accounts';
import { fanEmail, hostEmail } from './activity';

type Plan = { key: string; points: number; path: readonly WithdrawalAction[] };

/** Japan hosts: a request in every state, to PayPay and to a bank (the bank ones make a Zengin file). */
const JAPAN: ReadonlyArray<{ host: number; account: TPayoutAccountInput; plans: readonly Plan[] }> = [
  {
    host: 0,
    account: { method: 'paypay', phone: '090-1234-5678', holder_kana: 'あおい はなこ' },
    plans: [
      { key: 'paid', points: 1_000, path: ['review', 'approve', 'pay'] },
      { key: 'requested', points: 1_200, path: [] },
    ],
  },
  {
    host: 1,
    account: {
      method: 'bank',
      bank_code: '0005',
      bank_name: '三菱ＵＦＪ銀行',
      branch_code: '135',
      branch_name: '渋谷支店',
      account_type: 'ordinary',
      account_number: '1234567',
      holder_kana: 'ハナ ミサキ',
    },
    plans: [
      { key: 'approved', points: 1_000, path: ['review', 'approve'] },
      { key: 'reviewing', points: 1_000, path: ['review'] },
    ],
  },
  {
    host: 2,
    account: { method: 'paypay', phone: '080-2345-6789', holder_kana: 'リン ユウ' },
    plans: [
      { key: 'rejected', points: 1_000, path: ['reject'] },
      { key: 'failed', points: 1_000, path: ['review', 'approve', 'fail'] },
    ],
  },
];

const ACTION_BODY: Record<WithdrawalAction, TAdminWithdrawalAction> = {
  review: { action: 'review' },
  approve: { action: 'approve' },
  reject: { action: 'reject', reason: 'account_mismatch', note: 'demo' },
  pay: { action: 'pay', reference: 'DEMO-PAYPAY-0001' },
  fail: { action: 'fail', note: 'The account was closed' },
};
const ACTOR: Record<WithdrawalAction, 'admin' | 'approver' | 'payer'> = {
  review: 'admin',
  approve: 'approver',
  reject: 'admin',
  pay: 'payer',
  fail: 'payer',
};

/** A valid mainland ID number for a birth date (GB 11643 check character), for the demo's real names. */
function demoChinaId(birth: string, seq: string): string {
  const body = `110101${birth.replace(/-/g, '')}${seq}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

const authed = (u: UserRow): AuthedUser => ({ id: u.id, publicId: u.public_id, brand: u.brand, region: u.region });
const skipKnown = (err: unknown) => {
  // a restart: the account, the real name or the step is there already
  if (err instanceof AppError && ['WITHDRAW_STATE', 'REALNAME_INVALID', 'INSUFFICIENT_BALANCE'].includes(err.code)) return;
  throw err;
};

/**
 * Withdrawals of the demo hosts (modules/withdrawals), through the real services: in Japan's brands
 * one in every state (requested, in review, approved and due, paid, rejected, failed), and in the
 * default brand a verified host's Alipay request after a month of longer calls. The three demo
 * admins act as reviewer, approver and payer. Request ids are fixed: a restart changes nothing.
 */
export async function seedDemoWithdrawals(deps: withdrawals.WithdrawalsDeps, hosts: HostsDeps): Promise<void> {
  const rows = await listAdminAccounts(deps.db, LIMITS.adminsListedMax);
  const adminOf = (email: string, perms: readonly string[]): AuthedAdmin | null => {
    const a = rows.find((r) => r.email === email);
    return a ? { id: a.id, email: a.email, nickname: a.nickname, perms: new Set(perms) } : null;
  };
  const permsOf = (email: string) => DEMO_ADMINS.find((a) => a.email === email)?.perms ?? [];
  const admins = {
    admin: adminOf('admin@demo.local', Object.values(PERMISSIONS)),
    approver: adminOf('approver@demo.local', permsOf('approver@demo.local')),
    payer: adminOf('payer@demo.local', permsOf('payer@demo.local')),
  };
  if (!admins.admin || !admins.approver || !admins.payer) return;

  for (const brand of ['wakoo', 'ocha'] as const satisfies readonly BrandId[]) {
    const users = await findUsersByEmails(
      deps.db,
      JAPAN.map((p) => hostEmail(brand, p.host)),
    );
    for (const p of JAPAN) {
      const u = users.find((x) => x.email === hostEmail(brand, p.host));
      if (!u || u.region !== 'japan') continue;
      const account = await withdrawals.saveAccount(deps, authed(u), p.account);
      for (const plan of p.plans) {
        const w = await withdrawals
          .request(
            deps,
            authed(u),
            { request_id: `demo-${plan.key}`, account_id: account.id, points: plan.points, password: DEMO_USER_PASSWORD },
            'ja',
          )
          .catch((err: unknown) => skipKnown(err));
        if (!w) continue;
        for (const step of plan.path) await withdrawals.act(deps, admins[ACTOR[step]]!, w.id, ACTION_BODY[step], 'ja').catch(skipKnown);
      }
    }
  }

  // China: a month of longer video calls first (the minimum is 10,000 points, ¥100)
  const [cn] = await findUsersByEmails(deps.db, [hostEmail('default', 0)]);
  const fans = await findUsersByEmails(deps.db, [fanEmail('default', 0), fanEmail('default', 1)]);
  if (!cn || cn.region !== 'default' || fans.length === 0) return;
  const day = 86_400_000;
  const start = Math.floor(deps.now().getTime() / day) * day;
  await ingest(
    hosts,
    Array.from({ length: 6 }, (_, i) => ({
      id: `demo-default-${cn.id}-long-${i}`,
      kind: 'call' as const,
      anchor_id: cn.id,
      user_id: fans[i % fans.length]!.id,
      media: 'video' as const,
      seconds: 40 * 60 + i * 95,
      at: new Date(start - (9 + i * 3) * day + 13 * 3_600_000).toISOString(),
    })),
  );
  await withdrawals.verifyRealname(deps, authed(cn), { name: '林雨晴', id_number: demoChinaId('1998-04-12', '128') }).catch(skipKnown);
  const alipay = await withdrawals.saveAccount(deps, authed(cn), { method: 'alipay', account: '13800138000' });
  await withdrawals
    .request(deps, authed(cn), { request_id: 'demo-alipay', account_id: alipay.id, points: 10_000, password: DEMO_USER_PASSWORD }, 'zh-CN')
    .catch(skipKnown);
}
