/**
 * Demo risk data (DEMO): a few records from reports, staff and an automatic rule in both regions,
 * a banned spammer and a muted troll — two demo-only accounts, so no demo user others sign in
 * with is restricted. Idempotent: nothing is written once a record exists.
 */
import { BRANDS } from '@app/shared';
import { hashPassword } from '../../platform/crypto';
import type { Queryable } from '../../platform/db';
import { findUsersByEmails, insertUserIfAbsent, setUserBan, type UserRow } from '../accounts/service';
import * as repo from './repo';
import type { RiskDeps } from './service';

const HOUR_MS = 3_600_000;

export async function seedRiskDemo(deps: Pick<RiskDeps, 'db' | 'now'>): Promise<void> {
  if ((await repo.countRecords(deps.db)) > 0) return;
  const hash = await hashPassword('Demo#2026-not-for-login');
  await deps.db.tx(async (q) => {
    for (const u of [
      { email: 'spammer.default@demo.local', nickname: 'Spam Bot 88', brand: 'default' as const },
      { email: 'troll.wakoo@demo.local', nickname: 'トロール太郎', brand: 'wakoo' as const },
    ])
      await insertUserIfAbsent(q, {
        email: u.email,
        phone: null,
        passwordHash: hash,
        nickname: u.nickname,
        gender: 'male',
        birthDate: '1993-02-03',
        brand: u.brand,
        region: BRANDS[u.brand].defaultRegion,
      });
    const emails = [
      'spammer.default@demo.local',
      'troll.wakoo@demo.local',
      'user1.default@demo.local',
      'user2.default@demo.local',
      'anchor1.wakoo@demo.local',
      'user2.cooya@demo.local',
      'user1.ocha@demo.local',
      'anchor2.default@demo.local',
    ];
    const byEmail = new Map((await findUsersByEmails(q, emails)).map((u) => [u.email, u]));
    const u = (email: string) => byEmail.get(email);
    const now = deps.now().getTime();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);

    const record = async (
      target: UserRow | undefined,
      r: {
        reporter?: UserRow | undefined;
        source: 'report' | 'staff' | 'rule';
        severity: string;
        category: string;
        text: string;
        hoursAgo: number;
      },
    ) =>
      target
        ? repo.insertRecord(q, {
            userId: target.id,
            reporterId: r.reporter?.id ?? null,
            brand: target.brand,
            region: target.region,
            source: r.source,
            severity: r.severity,
            category: r.category,
            description: r.text,
            images: [],
            adminId: null,
            at: at(r.hoursAgo),
          })
        : null;

    const spammer = u('spammer.default@demo.local');
    const troll = u('troll.wakoo@demo.local');
    const spam = await record(spammer, {
      reporter: u('user1.default@demo.local'),
      source: 'report',
      severity: 'high',
      category: 'spam',
      text: '在私信里反复发外部充值链接，说可以打折买金币。',
      hoursAgo: 30,
    });
    await record(spammer, {
      source: 'rule',
      severity: 'medium',
      category: 'spam',
      text: 'Auto rule: 40 identical messages in 10 minutes.',
      hoursAgo: 31,
    });
    const trolled = await record(troll, {
      reporter: u('anchor1.wakoo@demo.local'),
      source: 'report',
      severity: 'medium',
      category: 'harassment',
      text: '配信中に何度も暴言を書き込まれました。ブロックしても別の部屋で続きます。',
      hoursAgo: 20,
    });
    await record(u('user2.cooya@demo.local'), {
      source: 'staff',
      severity: 'low',
      category: 'impersonation',
      text: 'Profile photo copied from a well-known anchor; asked to change it.',
      hoursAgo: 12,
    });
    await record(u('user1.ocha@demo.local'), {
      reporter: u('anchor1.wakoo@demo.local'),
      source: 'report',
      severity: 'low',
      category: 'other',
      text: 'ルームのタイトルが不適切だと思います。',
      hoursAgo: 5,
    });
    await record(u('anchor2.default@demo.local'), {
      reporter: u('user2.default@demo.local'),
      source: 'report',
      severity: 'critical',
      category: 'fraud',
      text: '对方让我私下转账买礼物，付款后把我拉黑了。',
      hoursAgo: 2,
    });

    if (spammer && spam)
      await restrict(q, spammer, spam.id, 'ban', 'spam', '多次发送站外充值链接', at(28), new Date(now + 7 * 24 * HOUR_MS));
    if (troll && trolled)
      await restrict(q, troll, trolled.id, 'mute', 'harassment', '配信中の暴言が続いたため', at(18), new Date(now + 72 * HOUR_MS));
  });
}

async function restrict(
  q: Queryable,
  user: UserRow,
  recordId: number,
  kind: 'ban' | 'mute',
  reason: string,
  note: string,
  at: Date,
  endsAt: Date,
): Promise<void> {
  const action = await repo.insertAction(q, {
    record_id: recordId,
    user_id: user.id,
    brand: user.brand,
    region: user.region,
    kind,
    scope: kind === 'ban' ? 'account' : null,
    device_id: null,
    reason,
    note,
    ends_at: endsAt,
    admin_id: null,
    created_at: at,
  });
  await repo.putRestriction(q, { userId: user.id, kind, reason, endsAt, actionId: action.id, at });
  if (kind === 'ban') await setUserBan(q, user.id, { reason, endsAt, at });
  await repo.markRecord(q, recordId, 'actioned', kind, at);
  await repo.insertNotice(q, {
    user_id: user.id,
    brand: user.brand,
    region: user.region,
    kind: kind === 'ban' ? 'ban' : 'violation',
    reason,
    text: note,
    action_id: action.id,
    admin_id: null,
    created_at: at,
  });
}
