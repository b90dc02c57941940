/**
 * The modules, in registration order: each may use the services of those before it. `buildApp`
 * registers them in this order; adding a module is adding it here (docs/architecture.md "How to
 * add a module").
 */
import type { AppModule, ModuleContext } from '../platform/module';
import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { clubModule } from './club';
import { cpModule } from './cp';
import type { CpDeps } from './cp/service';
import { demoModule } from './demo';
import { giftsModule } from './gifts';
import type { GiftsDeps } from './gifts/service';
import { ledgerModule } from './ledger';
import { paymentsModule } from './payments';
import type { PaymentsDeps } from './payments/service';
import { rankingsModule } from './rankings';
import type { RankIndex } from './rankings/rank-index';
import { realtimeModule } from './realtime';
import { socialModule } from './social';
import { walletModule } from './wallet';

/** What modules hand to the modules after them. */
export interface Services {
  /** built by the platform from Redis (or in process) */
  rankIndex: RankIndex;
  gifts?: GiftsDeps;
  cp?: CpDeps;
  payments?: PaymentsDeps;
}
export type Module = AppModule<Services>;
export type Context = ModuleContext<Services>;

export const MODULES: readonly Module[] = [
  ledgerModule,
  accountsModule,
  adminModule,
  walletModule,
  realtimeModule,
  // rankings first among the gift subscribers; the club after gifts' levels (it reads the totals)
  rankingsModule,
  giftsModule,
  cpModule,
  clubModule,
  socialModule,
  paymentsModule,
  demoModule,
];

/** A service a module needs from one registered before it. */
export function need<K extends keyof Services>(ctx: Context, key: K): NonNullable<Services[K]> {
  const s = ctx.services[key];
  if (!s) throw new Error(`module service ${String(key)} is not registered yet: check the order in modules/index.ts`);
  return s as NonNullable<Services[K]>;
}
