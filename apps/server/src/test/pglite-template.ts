/**
 * Migrated template databases for the PGlite tests. Starting PGlite on an empty directory runs
 * initdb (about 1.4 s), then buildApp migrates and seeds: every test app paid that. Instead the
 * server project's globalSetup (./global-setup.ts) builds the databases once per vitest run and
 * each test database starts from a dump of one of them (`openPglite(..., { loadDataDir })`, about
 * 0.3 s). The migrate step then finds every migration applied and does nothing; the demo seed
 * finds its accounts and does nothing.
 *
 *   migrated — every migration, nothing else (openTestDb, `buildTestApp(..., { seed: false })`)
 *   seeded   — what buildApp leaves with the demo seed on (`buildTestApp(...)`, the default)
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { dumpPglite, openPglite } from '../platform/db';
import { migrate } from '../platform/migrate';

export type TemplateKind = 'migrated' | 'seeded';
export const TEMPLATE_KINDS: readonly TemplateKind[] = ['migrated', 'seeded'];

/**
 * Builds both templates. `config` is the tests' app configuration (DEMO on, DEMO_ACTIVITY off);
 * the seeded one is built by buildApp itself, so it holds exactly what a seeded start writes.
 */
export async function buildPgliteTemplates(config: AppConfig): Promise<Record<TemplateKind, Blob>> {
  const db = await openPglite('memory://');
  try {
    await migrate(db);
    const migrated = await dumpPglite(db);
    const { app } = await buildApp({ ...config, redisUrl: null }, { db, seed: true, jobs: false });
    await app.close();
    const seeded = await dumpPglite(db);
    return { migrated, seeded };
  } finally {
    await db.close();
  }
}

export const templateFile = (dir: string, kind: TemplateKind) => path.join(dir, `${kind}.tar`);

/** Writes the templates as `<dir>/<kind>.tar`. */
export async function writePgliteTemplates(dir: string, config: AppConfig): Promise<void> {
  await mkdir(dir, { recursive: true });
  const built = await buildPgliteTemplates(config);
  for (const kind of TEMPLATE_KINDS) {
    const file = templateFile(dir, kind);
    await writeFile(`${file}.${process.pid}.tmp`, new Uint8Array(await built[kind].arrayBuffer()));
    await rename(`${file}.${process.pid}.tmp`, file);
  }
}

const loaded = new Map<TemplateKind, Promise<Blob>>();

/**
 * The template's dump: read from `dir` (written by the globalSetup), or, where no globalSetup ran
 * (`dir` undefined), built here once per test file.
 */
export function pgliteTemplate(kind: TemplateKind, dir: string | undefined, config: () => AppConfig): Promise<Blob> {
  let found = loaded.get(kind);
  if (!found) {
    if (dir) {
      found = readFile(templateFile(dir, kind)).then((bytes) => new Blob([bytes]));
      loaded.set(kind, found);
    } else {
      const built = buildPgliteTemplates(config());
      for (const k of TEMPLATE_KINDS)
        loaded.set(
          k,
          built.then((b) => b[k]),
        );
      found = loaded.get(kind)!;
    }
  }
  return found;
}
