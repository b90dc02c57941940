import { createHash } from 'node:crypto';
import { cutStage, LIMITS } from '@app/shared';
import { findUsersByEmails } from '../accounts/service';
import { listAdminAccounts } from '../admin/service';
import { saveDraft, submit } from './console';
import * as repo from './repo';
import type { ActivitiesDeps } from './service';
import { settleActivities } from './settle';

/**
 * Demo data: the events that ended before this database existed get final results, so their
 * pages show a podium and a hall of fame instead of "no records". Scores are written for the demo
 * users (fans send, anchors receive) stage by stage, each later stage for the previous stage's
 * cut only; the settle job then cuts and pays them like any event. Events that already have
 * scores are left alone (a restart adds nothing).
 */
export async function seedPastResults(deps: ActivitiesDeps, emails: readonly string[]): Promise<void> {
  const users = await findUsersByEmails(deps.db, [...emails]);
  const now = deps.now();
  for (const e of deps.registry.all()) {
    if (e.span.endsAt > now) continue;
    if ((await repo.topScores(deps.db, e.def.id, e.def.boards[0]?.id ?? '', e.stages[0]?.id ?? 'all', e.scopes[0] ?? '', 1)).length > 0)
      continue;
    const rows: repo.ScoreDelta[] = [];
    for (const scope of e.scopes) {
      const inScope = users.filter((u) => `${u.brand}:${u.region}` === scope && u.status === 'active');
      const males = inScope.filter((u) => u.gender === 'male');
      const females = inScope.filter((u) => u.gender === 'female');
      for (const board of e.def.boards) {
        const owners =
          board.owner === 'sender'
            ? (board.gender === 'female' ? females : males).map((u) => String(u.id))
            : board.owner === 'receiver'
              ? (board.gender === 'male' ? males : females).map((u) => String(u.id))
              : board.owner === 'pair'
                ? females
                    .map((f, i) => males[i] && [f.id, males[i]!.id].sort((a, b) => a - b).join('-'))
                    .filter((k): k is string => Boolean(k))
                : [];
        if (owners.length === 0) continue;
        const stages = e.def.tournament?.board === board.id ? e.stages : [{ id: 'all', startsAt: e.span.startsAt, advance: owners.length }];
        let entrants: string[] | null = null;
        for (const stage of stages) {
          const scored = (entrants ?? owners).map((owner, i) => ({
            owner,
            score:
              10 * (100 + (createHash('sha256').update(`${e.def.id}|${board.id}|${stage.id}|${owner}`).digest().readUInt16BE(0) % 5000)),
            reachedAt: stage.startsAt.getTime() + (i + 1) * 3_600_000,
          }));
          for (const s of scored)
            rows.push({
              event: e.def.id,
              board: board.id,
              stage: stage.id,
              scope,
              owner: s.owner,
              delta: s.score,
              at: new Date(s.reachedAt),
            });
          entrants = cutStage(scored, entrants, stage.advance);
        }
      }
    }
    await repo.addScores(deps.db, rows);
  }
  // cut and pay now rather than a minute after start
  await settleActivities(deps);
}

/**
 * Demo data for the console: the demo admin has reworded the running Christmas event's Japanese and
 * Chinese tagline and submitted it, so the reviewer (reviewer@demo.local) finds a version waiting, with its
 * diff and preview. Once any admin has written a version, nothing is added.
 */
export async function seedConsoleDemo(deps: ActivitiesDeps, adminEmail: string): Promise<void> {
  const { rows } = await deps.db.query<{ n: string }>('select count(*)::text n from activity_versions where author_id is not null');
  if (Number(rows[0]?.n) > 0) return;
  const account = (await listAdminAccounts(deps.db, LIMITS.adminsListedMax)).find((a) => a.email === adminEmail);
  const event = 'grand_ceremony';
  const live = deps.registry.get(event);
  if (!account || !live) return;
  const admin = { id: Number(account.id), email: account.email, nickname: account.nickname, perms: new Set<string>() };
  const def = JSON.parse(JSON.stringify(live.def)) as typeof live.def;
  def.text.ja.tagline = 'あなたのツリーを灯そう。500本そろえば大ツリーが点灯、イブからクリスマスプールを山分け！';
  def.text['zh-CN'].tagline = '点亮专属圣诞树，全站集齐 500 棵即可点亮巨树，平安夜起一起瓜分圣诞奖池！';
  const draft = await saveDraft(deps, admin, event, { definition: def as unknown as Record<string, unknown>, based_on: live.version });
  await submit(deps, admin, event, draft.version);
}

/**
 * Demo data for `hide_spending` events: these users have said yes to showing their amounts, so a
 * spending board shows some amounts and hides the others. A user who has answered is left alone.
 */
export async function seedConsents(deps: ActivitiesDeps, emails: readonly string[]): Promise<void> {
  const users = await findUsersByEmails(deps.db, [...emails]);
  const answered = await repo.consents(
    deps.db,
    users.map((u) => u.id),
  );
  for (const u of users) if (!answered.has(u.id)) await repo.setConsent(deps.db, u.id, true, null, deps.now());
}
