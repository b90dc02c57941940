import { LIMITS, type TRiskReportRequest } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { BLOB_KEY, SignedUrls } from '../../platform/storage';
import type { Module } from '..';
import { SUPPORT_MEDIA_BASE } from '../support/routes';
import { seedRiskDemo } from './demo';
import { riskRoutes } from './routes';
import { actionsPerDay, assertNotMuted, deviceGate, historyOf, type RiskDeps, report } from './service';

/** What the risk module hands to the modules after it (ctx.services.risk). */
export interface RiskServices {
  /** refuses a muted user's text: letters, feedback text, gift messages (USER_MUTED) */
  assertNotMuted(userId: number): Promise<void>;
  /** the user's risk records, newest first (the support side panel) */
  historyOf: (userId: number, limit?: number) => ReturnType<typeof historyOf>;
  /** risk actions per day by kind and region (the dashboard) */
  actionsPerDay: (input: { from: string; to: string; brand?: string }) => ReturnType<typeof actionsPerDay>;
  /** "report this user" on a user's behalf (letters: a letter's writer, a thread's other side) */
  report: (reporter: AuthedUser, input: TRiskReportRequest) => ReturnType<typeof report>;
  /** demo records, a banned and a muted demo account (the demo module calls it after its users) */
  seedDemo(): Promise<void>;
}

export const riskModule: Module = {
  name: 'risk',
  register(ctx) {
    const media = new SignedUrls(ctx.config.mediaUrlSecret, SUPPORT_MEDIA_BASE);
    const deps: RiskDeps = {
      db: ctx.db,
      now: ctx.now,
      sessionsRevoked: (target) => ctx.hub.revoke(target).catch(ctx.warn('realtime revoke failed')),
      // evidence images are blobs of the one storage (uploaded like feedback images), shown through its signed media route
      imageUrl: (image) =>
        BLOB_KEY.test(image) ? media.url(image, ctx.now(), LIMITS.supportImageUrlTtlSeconds) : /^https:\/\//.test(image) ? image : null,
    };
    // device bans refuse login and registration (accounts calls it through the platform's look-ups)
    ctx.auth.deviceGate = (deviceId, userId) => deviceGate(deps, deviceId, userId);
    riskRoutes(ctx.app, deps);
    ctx.services.risk = {
      assertNotMuted: (userId) => assertNotMuted(deps, userId),
      historyOf: (userId, limit) => historyOf(deps, userId, limit),
      actionsPerDay: (input) => actionsPerDay(deps, input),
      report: (reporter, input) => report(deps, reporter, input),
      seedDemo: () => seedRiskDemo(deps),
    };
  },
};
