/**
 * The modules, in registration order: each may use the services of those before it. `buildApp`
 * registers them in this order; adding a module is adding it here (docs/architecture.md "How to
 * add a module").
 */
import type { AppModule, ModuleContext } from '../platform/module';
import { accountsModule } from './accounts';
import { activitiesModule } from './activities';
import type { ActivitiesDeps } from './activities/service';
import { adminModule } from './admin';
import { auditModule } from './audit';
import { clubModule } from './club';
import { cpModule } from './cp';
import type { CpDeps } from './cp/service';
import { demoModule } from './demo';
import { diagnosticsModule } from './diagnostics';
import { drawsModule } from './draws';
import type { DrawsDeps } from './draws/service';
import { type FairnessServices, fairnessModule } from './fairness';
import { giftsModule } from './gifts';
import type { GiftsDeps } from './gifts/service';
import { guildsModule } from './guilds';
import type { GuildsDeps } from './guilds/service';
import { hostCardsModule } from './hostcards';
import { hostsModule } from './hosts';
import type { HostsDeps } from './hosts/service';
import { ledgerModule } from './ledger';
import { legalModule } from './legal';
import { lettersModule } from './letters';
import { minorsModule } from './minors';
import type { MinorsDeps, RechargeGate } from './minors/service';
import { noticesModule } from './notices';
import { paymentsModule } from './payments';
import type { PaymentsDeps } from './payments/service';
import { prepaidModule } from './prepaid';
import { racingModule } from './racing';
import type { RacingDeps } from './racing/service';
import { rankingsModule } from './rankings';
import type { RankIndex } from './rankings/rank-index';
import { realtimeModule } from './realtime';
import { referralsModule } from './referrals';
import { reportsModule } from './reports';
import type { RiskServices } from './risk';
import { riskModule } from './risk';
import { socialModule } from './social';
import { staffModule } from './staff';
import type { Approvals } from './staff/service';
import { supportModule } from './support';
import { tradersModule } from './traders';
import type { TradersDeps } from './traders/service';
import { tribesModule } from './tribes';
import type { TribesDeps } from './tribes/service';
import { walletModule } from './wallet';
import { withdrawalsModule } from './withdrawals';
import type { WithdrawalsDeps } from './withdrawals/service';

/** What modules hand to the modules after them. */
export interface Services {
  /** built by the platform from Redis (or in process) */
  rankIndex: RankIndex;
  gifts?: GiftsDeps;
  cp?: CpDeps;
  payments?: PaymentsDeps;
  /** minors' protection (modules/minors): the recharge limits payments checks in each order's transaction */
  minors?: MinorsDeps & { gate: RechargeGate };
  /** four eyes on money (modules/staff): wallet and payments ask it above their limits */
  approvals?: Approvals;
  /** hash chains and round proofs (modules/fairness): the games hand in their provers */
  fairness?: FairnessServices;
  /** speed racing (modules/racing): the demo's fans play its rounds */
  racing?: RacingDeps;
  /** per-user draws (modules/draws): the demo's users hold tickets, its fans play */
  draws?: DrawsDeps;
  /** risk control (modules/risk): the mute check for text, a user's risk history, actions per day */
  risk?: RiskServices;
  /** seasonal events (modules/activities): the demo plays them */
  activities?: ActivitiesDeps;
  /** hosts' work (modules/hosts): the demo reports its hosts' calls */
  hosts?: HostsDeps;
  /** withdrawals (modules/withdrawals): the demo's hosts have requests in every state */
  withdrawals?: WithdrawalsDeps;
  /** guilds and agencies (modules/guilds): the demo's agencies and members */
  guilds?: GuildsDeps;
  /** coin traders (modules/traders): the demo's trader transfers to users */
  traders?: TradersDeps;
  /** tribes (modules/tribes): gifts stamp and credit honour, the demo seeds tribes */
  tribes?: TribesDeps;
}
export type Module = AppModule<Services>;
export type Context = ModuleContext<Services>;

export const MODULES: readonly Module[] = [
  ledgerModule,
  accountsModule,
  adminModule,
  auditModule,
  staffModule,
  walletModule,
  // legal documents: installs the bundled texts at start-up (every deployment)
  legalModule,
  realtimeModule,
  // right after accounts' users and the hub: later modules' text endpoints ask it (assertNotMuted)
  riskModule,
  // rankings first among the gift subscribers; the club after gifts' levels (it reads the totals)
  rankingsModule,
  // tribes own their tables; gifts stamp each send with the sender's tribe and add honour through them
  tribesModule,
  giftsModule,
  cpModule,
  clubModule,
  socialModule,
  // minors' protection: its recharge gate runs inside payments' order transactions (before payments)
  minorsModule,
  paymentsModule,
  // games: the chains and proofs, then each game (they pay through the ledger)
  fairnessModule,
  racingModule,
  drawsModule,
  // seasonal events: score gifts, recharges and draws; cut stages and pay (after the games it counts)
  activitiesModule,
  // hosts' work: the apps' signed reports of calls, replies and memberships, credited as anchor points
  hostsModule,
  // withdrawals: hosts' payout accounts and requests, held in the ledger until three admins decide
  withdrawalsModule,
  // guilds and agencies: hosts join with consent (legal), agencies read their income (hosts)
  guildsModule,
  // coin traders: staff-approved users who transfer coins within daily limits (ledger)
  tradersModule,
  // the prepaid balance monitor: unused paid coins per brand against the Payment Services Act's line
  prepaidModule,
  // attaches referral codes to new accounts (a `user.registered` subscriber); before demo, whose users it refers
  referralsModule,
  demoModule,
  // anonymous letters: after risk (mute, report), club (do-not-disturb), social (follows) and demo (its
  // users write the demo letters); before notices, whose message centre hears `letter.replied`
  lettersModule,
  // after demo: its demo messages go to the demo users (it uses accounts, gifts and payments)
  noticesModule,
  // after demo: its demo threads are filed by the demo users (it reads payments and risk)
  supportModule,
  // hosts' shareable profile cards: after demo (it seeds the demo hosts' cards) and the hosts, gifts and risk services it reads
  hostCardsModule,
  // last: it exports every console list through the services of the modules above
  reportsModule,
  // QA ping: reads only the request
  diagnosticsModule,
];

/** A service a module needs from one registered before it. */
export function need<K extends keyof Services>(ctx: Context, key: K): NonNullable<Services[K]> {
  const s = ctx.services[key];
  if (!s) throw new Error(`module service ${String(key)} is not registered yet: check the order in modules/index.ts`);
  return s as NonNullable<Services[K]>;
}
