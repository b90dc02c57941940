/**
 * globalSetup of the server test project (vitest.config.ts): builds the PGlite template databases
 * once per run (./pglite-template.ts) and tells the test files where they are.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testConfig } from './helpers';
import { writePgliteTemplates } from './pglite-template';

const PREFIX = 'server-tests-pglite-';
/** no run lasts this long: an older template folder was left by a run that was killed */
const STALE_MS = 6 * 3600_000;

export default async function setup(project: TestProject) {
  await removeStale();
  const dir = await mkdtemp(path.join(os.tmpdir(), PREFIX));
  // also when vitest exits without its teardown (a run killed by a time limit, a hanging close)
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', remove);
  try {
    await writePgliteTemplates(dir, testConfig());
  } catch (err) {
    remove();
    throw err;
  }
  project.provide('pgliteTemplateDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function removeStale(): Promise<void> {
  const tmp = os.tmpdir();
  for (const name of await readdir(tmp)) {
    if (!name.startsWith(PREFIX)) continue;
    const full = path.join(tmp, name);
    const info = await stat(full).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await rm(full, { recursive: true, force: true });
  }
}
