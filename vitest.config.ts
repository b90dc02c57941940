import { defineConfig } from 'vitest/config';

/** Tests that kill real server processes on the real clock: a second test file beside them on a
 * 2-core machine makes their rounds late (seen: racing-crash failed). */
const REAL_TIME_CRASH_TESTS = [
  'apps/server/src/test/crash.test.ts',
  'apps/server/src/test/racing-crash.test.ts',
  'apps/server/src/test/independent-client.test.ts',
  'apps/server/src/modules/activities/activities.crash.test.ts',
  'apps/server/src/modules/activities/activities.sigkill.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where every
    // file then ran in turn (36 min). Most files wait on a browser, a database or a child process,
    // so two run side by side; the crash tests still run one at a time, after the others
    // (fileParallelism below).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], setupFiles: ['vitest.setup.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: REAL_TIME_CRASH_TESTS,
          setupFiles: ['vitest.setup.ts'],
          // builds the migrated PGlite databases every test database starts from, once per run
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // real server processes on the real clock, killed and restarted: one file at a time, after
        // the parallel files (Vitest runs projects without file parallelism last, one file each)
        test: {
          name: 'server-crash',
          include: REAL_TIME_CRASH_TESTS,
          setupFiles: ['vitest.setup.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], setupFiles: ['vitest.setup.ts'] } },
      {
        // each file starts its own server (in its worker) and browser; they spend much of their
        // time waiting on both, so two run side by side with the server files (20 → 12 min)
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Vitest's expect.poll gives up after 1 s; two files side by side on a loaded CI machine
          // made a console list take longer than that to draw its first rows (seen: rank-rewards)
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
