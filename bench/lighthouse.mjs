#!/usr/bin/env node
/**
 * Lighthouse on the public pages (issue 10: the official home, a download landing page and a
 * legal page) and the app pages of issue 15 (the whole-server board, recharge signed in, the club
 * and membership on wakoo and default), with Lighthouse's default mobile settings (simulated slow 4G, 4× CPU slowdown) on
 * Debian's Chromium, median of 3 runs each. Targets: performance ≥ 95, accessibility ≥ 95,
 * LCP ≤ 1.5 s, CLS ≤ 0.05. The peer, measured in the same run on the same machine, is a bare
 * static HTML page (one heading, one paragraph) served by this script: machines are shared and
 * noisy, so read each page's LCP next to the peer's.
 *
 *   npm run build && npm run bench:lighthouse
 *   LH_RUNS=5 npm run bench:lighthouse         more runs per page
 *   LH_SAVE=/tmp/lh LH_PAGES=rank npm run bench:lighthouse   keeps each run's report (JSON)
 *
 * Needs apps/web/dist (the build). Starts the server on the embedded database with demo data in
 * a temporary folder, on a free port; downloads nothing (CHROME_PATH or /usr/bin/chromium).
 * Signed-in pages open as the apps open them, with `?access_token=` of a demo user (the page
 * stores it and removes it from the address). Each row prints the bytes transferred on a first
 * load (Lighthouse's total byte weight: compressed as sent).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signParams } from '../packages/shared/src/signing-sync.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LH_RUNS || 3);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
// LH_PAGES=landing measures only the pages whose name contains it; a third element signs the
// page in as that demo user
const PAGES = [
  ['official home', '/?app_name=wakoo'],
  ['download landing', '/h5/download?app_name=default'],
  ['legal (privacy)', '/h5/privacy?app_name=default&app-language=ja'],
  ['rank wakoo', '/h5/whole_rank?app_name=wakoo'],
  ['rank default', '/h5/whole_rank?app_name=default'],
  ['recharge wakoo', '/h5/recharge?app_name=wakoo', 'user1.wakoo@demo.local'],
  ['recharge default', '/h5/recharge_cn/default', 'user1.default@demo.local'],
  ['club wakoo', '/h5/jp/club?app_name=wakoo', 'user1.wakoo@demo.local'],
  ['club default', '/h5/jp/club?app_name=default', 'user1.default@demo.local'],
  ['member wakoo', '/h5/member/wakoo?app_name=wakoo', 'user1.wakoo@demo.local'],
  ['member default', '/h5/vip_cn?app_name=default', 'user1.default@demo.local'],
].filter(([name]) => !process.env.LH_PAGES || name.includes(process.env.LH_PAGES));
const TARGET = { performance: 95, accessibility: 95, lcpMs: 1500, cls: 0.05 };

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('bench:lighthouse: apps/web/dist is missing; run `npm run build` first');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A demo user's token: a signed login with the pages' own key (the server's demo configuration). */
async function tokenOf(url, account) {
  const conf = await (await fetch(`${url}/app-config.js`)).text();
  const { accessKey, secret } = JSON.parse(conf.replace(/^window\.__APP_CONFIG__=/, '').replace(/;$/, ''));
  const body = signParams({ account, password: 'Demo#2026' }, { accessKey, secret, nowSeconds: Math.floor(Date.now() / 1000) });
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-platform': 'web' },
    body: JSON.stringify(body),
  });
  const env = await res.json();
  if (env.status !== 0) throw new Error(`login ${account}: ${env.status} ${env.msg}`);
  return env.data.access_token;
}

/** The peer: a bare page with the same kind of largest paint (text) and no script. */
async function startPeer() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Peer</title></head><body><main><h1>Peer page</h1><p>A static page with one heading and one paragraph of text, the floor of what any page can reach here.</p></main></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}

/** The LCP element's selector and its render delay (what to look at when LCP misses). */
function lcpElementOf(audit) {
  const tables = audit?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const delay = tables[1]?.items?.find((p) => p.phase === 'Render Delay')?.timing;
  return node ? `${node.selector ?? node.snippet}${delay !== undefined ? ` (render delay ${Math.round(delay)} ms)` : ''}` : null;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(chrome, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (process.env.LH_SAVE)
      writeFileSync(
        path.join(
          process.env.LH_SAVE,
          `${url
            .replace(/^https?:\/\/[^/]+/, '')
            .replace(/[?&]access_token=[^&]*/, '')
            .replace(/[^a-z0-9]+/gi, '_')
            .slice(0, 60)}-${i}.json`,
        ),
        result.report,
      );
    if (runtimeError || audits['largest-contentful-paint']?.numericValue === undefined) {
      console.warn(`  (a run of ${url} failed: ${runtimeError?.code ?? 'no LCP'}; not counted)`);
      continue;
    }
    runs.push({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      bytes: audits['total-byte-weight']?.numericValue ?? 0,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      failedA11y: Object.values(audits)
        .filter(
          (a) =>
            a.scoreDisplayMode === 'binary' && a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id),
    });
  }
  if (runs.length === 0) throw new Error(`every run of ${url} failed`);
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    bytes: pick('bytes'),
    lcpElement: runs[runs.length - 1].lcpElement,
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
  };
}

const app = await startApp();
const peer = await startPeer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failed = 0;
try {
  const base = await measure(chrome, peer.url);
  console.log(
    `Lighthouse, default mobile settings, median of ${RUNS} (targets: perf ≥ ${TARGET.performance}, a11y ≥ ${TARGET.accessibility}, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls})`,
  );
  const row = (name, m) =>
    `${name.padEnd(18)} perf ${String(m.performance).padStart(3)}  a11y ${String(m.accessibility).padStart(3)}  FCP ${m.fcpMs.toFixed(0).padStart(5)} ms  LCP ${m.lcpMs
      .toFixed(0)
      .padStart(5)} ms (${(m.lcpMs / base.lcpMs).toFixed(2)}× peer)  TBT ${m.tbtMs.toFixed(0).padStart(4)} ms  CLS ${m.cls.toFixed(3)}  ${(
      m.bytes / 1024
    )
      .toFixed(0)
      .padStart(4)} KiB`;
  console.log(row('peer (static)', base));
  for (const [name, p, account] of PAGES) {
    const signedIn = account ? `${p.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(await tokenOf(app.url, account))}` : '';
    const m = await measure(chrome, `${app.url}${p}${signedIn}`);
    const ok =
      m.performance >= TARGET.performance && m.accessibility >= TARGET.accessibility && m.lcpMs <= TARGET.lcpMs && m.cls <= TARGET.cls;
    if (!ok) failed += 1;
    console.log(`${row(name, m)}  ${ok ? 'ok' : 'MISS'}${m.failedA11y.length ? `  a11y failing: ${m.failedA11y.join(', ')}` : ''}`);
    if (m.lcpMs > TARGET.lcpMs && m.lcpElement) console.log(`${''.padEnd(18)} LCP element: ${m.lcpElement}`);
  }
} finally {
  await chrome.kill();
  peer.stop();
  app.stop();
}
console.log(failed ? `\n${failed} page(s) miss a target` : '\nevery page meets every target');
