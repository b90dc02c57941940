/**
 * Module boundaries (docs/architecture.md "How to add a module"): a module's tables are named only
 * inside that module, other modules call its service, and the platform layer knows no module.
 * Read from the source text, so it fails on the line that crosses a boundary, not in production:
 *  (a) no file under modules/<a>/ imports modules/<b>/repo (b ≠ a);
 *  (b) no file under platform/ imports from modules/, nor names a module's table in SQL;
 *  (c) SQL naming a table appears only inside its owner (a module, or the platform) — tables are
 *      those the migrations create, each listed in OWNERS.
 * Tests (*.test.ts, src/test/) may read any table to check what happened; they still obey (a), (b).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The owner of every table the migrations create: a module (directory under modules/) or the platform. */
const OWNERS: Readonly<Record<string, string>> = {
  activity_events: 'activities',
  activity_versions: 'activities',
  activity_scores: 'activities',
  activity_supporters: 'activities',
  activity_consents: 'activities',
  host_events: 'hosts',
  host_checkins: 'hosts',
  host_claims: 'hosts',
  host_pendants: 'hosts',
  host_incentives: 'hosts',
  payout_accounts: 'withdrawals',
  host_realnames: 'withdrawals',
  withdrawals: 'withdrawals',
  withdrawal_stepup_failures: 'withdrawals',
  withdrawal_batches: 'withdrawals',
  traders: 'traders',
  trader_limit_requests: 'traders',
  trader_daily_usage: 'traders',
  trader_recipient_usage: 'traders',
  trader_transfers: 'traders',
  trader_purchases: 'traders',
  minor_recharge_months: 'minors',
  minor_recharge_holds: 'minors',
  birth_date_changes: 'minors',
  agencies: 'guilds',
  agency_sessions: 'guilds',
  guilds: 'guilds',
  guild_members: 'guilds',
  agency_applications: 'guilds',
  prepaid_snapshots: 'prepaid',
  activity_metrics: 'activities',
  activity_entrants: 'activities',
  activity_cuts: 'activities',
  activity_payouts: 'activities',
  activity_settlements: 'activities',
  activity_checkins: 'activities',
  activity_decorations: 'activities',
  activity_trees: 'activities',
  activity_pools: 'activities',
  users: 'accounts',
  user_sessions: 'accounts',
  admin_users: 'admin',
  admin_permissions: 'admin',
  admin_sessions: 'admin',
  ledger_accounts: 'ledger',
  ledger_balances: 'ledger',
  ledger_operations: 'ledger',
  ledger_transfers: 'ledger',
  gifts: 'gifts',
  gift_sends: 'gifts',
  tribes: 'tribes',
  tribe_members: 'tribes',
  tribe_weekly_honor: 'tribes',
  tribe_requests: 'tribes',
  tribe_invites: 'tribes',
  tribe_events: 'tribes',
  user_stats: 'gifts',
  cp_pairs: 'cp',
  cp_members: 'cp',
  cp_invitations: 'cp',
  cp_pair_history: 'cp',
  cp_invite_slots: 'cp',
  rank_scores: 'rankings',
  rank_reward_settlements: 'rankings',
  rank_reward_payouts: 'rankings',
  products: 'payments',
  payment_orders: 'payments',
  payment_events: 'payments',
  payment_refunds: 'payments',
  payment_debts: 'payments',
  memberships: 'payments',
  club_members: 'club',
  follows: 'social',
  risk_records: 'risk',
  risk_actions: 'risk',
  risk_restrictions: 'risk',
  risk_device_bans: 'risk',
  risk_user_devices: 'risk',
  risk_notices: 'risk',
  realtime_tickets: 'realtime',
  realtime_topics: 'realtime',
  realtime_events: 'realtime',
  notice_messages: 'notices',
  fairness_chains: 'fairness',
  racing_rounds: 'racing',
  racing_fuel: 'racing',
  racing_medals: 'racing',
  draw_seeds: 'fairness',
  draws: 'draws',
  draw_spend: 'draws',
  draw_medals: 'draws',
  backpack_items: 'draws',
  notice_deliveries: 'notices',
  notice_user_langs: 'notices',
  system_notices: 'notices',
  staff_approvals: 'staff',
  host_cards: 'hostcards',
  host_card_uploads: 'hostcards',
  support_uploads: 'support',
  support_threads: 'support',
  support_messages: 'support',
  support_canned_replies: 'support',
  legal_documents: 'legal',
  legal_acceptances: 'legal',
  legal_register_info: 'legal',
  letter_posts: 'letters',
  letter_receipts: 'letters',
  letter_threads: 'letters',
  letter_replies: 'letters',
  letter_blocks: 'letters',
  letter_keywords: 'letters',
  referral_visits: 'referrals',
  referral_attributions: 'referrals',
  referral_rewards: 'referrals',
  // the platform's own: the audit log every module writes through platform/audit.ts, the signing
  // check's nonces (platform/nonce-store.ts), the scheduler's leases and firings, the outbox
  admin_audit_log: 'platform',
  admin_audit_head: 'platform',
  request_nonces: 'platform',
  scheduler_leases: 'platform',
  scheduler_firings: 'platform',
  outbox_events: 'platform',
  outbox_cursors: 'platform',
};

/**
 * TEMPORARY — being moved onto the ledger API: these files may still import modules/ledger/repo
 * and name `ledger_*` tables. Remove each as it moves; never add to it.
 */
const LEDGER_MOVE_PENDING: readonly string[] = [];

/**
 * TEMPORARY — modules/realtime is being reworked separately: its ticket look-up still joins the
 * accounts module's sessions and users in one statement. Remove once it asks the accounts service.
 */
const CROSS_TABLE_PENDING: Readonly<Record<string, readonly string[]>> = {};

export interface SourceFile {
  /** path under apps/server/src, with forward slashes */
  file: string;
  text: string;
}

/** Tables created and not dropped by the migrations, in order. */
export function migratedTables(migrations: readonly string[]): Set<string> {
  const tables = new Set<string>();
  const statement =
    /\b(create|drop)\s+table\s+(?:if\s+(?:not\s+)?exists\s+)?([a-z_][a-z0-9_]*)|\balter\s+table\s+(?:if\s+exists\s+)?([a-z_][a-z0-9_]*)\s+rename\s+to\s+([a-z_][a-z0-9_]*)/gi;
  for (const sql of migrations) {
    for (const m of sql.replace(/--[^\n]*/g, '').matchAll(statement)) {
      if (m[1]?.toLowerCase() === 'create') tables.add(m[2]!.toLowerCase());
      else if (m[1]) tables.delete(m[2]!.toLowerCase());
      else {
        tables.delete(m[3]!.toLowerCase());
        tables.add(m[4]!.toLowerCase());
      }
    }
  }
  return tables;
}

/** Where a file lives: its module, 'platform', or null (app.ts, main.ts, cli/, test/). */
function homeOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'platform') return 'platform';
  return null;
}

const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('test/');

function parse(f: SourceFile): ts.SourceFile {
  return ts.createSourceFile(f.file, f.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Every module specifier the file imports or re-exports from, with its line. */
function importsOf(source: ts.SourceFile): Array<{ spec: string; line: number }> {
  const out: Array<{ spec: string; line: number }> = [];
  const add = (node: ts.Node, spec: ts.Expression | undefined) => {
    if (spec && ts.isStringLiteralLike(spec))
      out.push({ spec: spec.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node, node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The text of every string and template literal (interpolations become `?`), with its line. */
function literalsOf(source: ts.SourceFile): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? ');
    if (text !== null) out.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const SQL_WORDS =
  /\b(select|insert\s+into|update|delete\s+from|from|join|create\s+table|alter\s+table|truncate|lock\s+table|references)\s/i;

/** Known tables a literal names as SQL (not a qualified column `x.name`, not an alias `as name`). */
export function tablesIn(text: string, tables: ReadonlySet<string>): string[] {
  if (!SQL_WORDS.test(text)) return [];
  const found = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[a-z_][a-z0-9_]*/g)) {
    const before = text.slice(0, m.index).toLowerCase();
    const at = m.index ?? 0;
    const prev = at > 0 ? text[at - 1]! : ' ';
    if (!tables.has(m[0]) || /[\w.$]/.test(prev) || /[\w$]/.test(text[at + m[0].length] ?? ' ')) continue;
    if (/\bas\s+$/.test(before)) continue;
    found.add(m[0]);
  }
  return [...found];
}

/** What the temporary allowlists let pass (the constants above; the self-test passes its own). */
export interface Pending {
  ledgerMovePending: readonly string[];
  crossTablePending: Readonly<Record<string, readonly string[]>>;
}

/** Every boundary crossing in the files, one message each (file:line, what, why); [] when none. */
export function boundaryViolations(
  files: readonly SourceFile[],
  owners: Readonly<Record<string, string>>,
  pending: Pending = { ledgerMovePending: LEDGER_MOVE_PENDING, crossTablePending: CROSS_TABLE_PENDING },
): string[] {
  const tables = new Set(Object.keys(owners));
  const out: string[] = [];
  for (const f of files) {
    const home = homeOf(f.file);
    const source = parse(f);
    for (const { spec, line } of importsOf(source)) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(f.file), spec)).replace(/\.(ts|js)$/, '');
      const m = /^modules\/([^/]+)\/repo(?:\/index)?$/.exec(target);
      // (a) another module's repo
      if (m && home !== 'platform' && home !== null && m[1] !== home) {
        if (m[1] === 'ledger' && pending.ledgerMovePending.includes(f.file)) continue;
        out.push(`${f.file}:${line} imports ${target} — use the ${m[1]} module's service (modules/${m[1]}/service.ts), never its repo`);
      }
      // (b) the platform depends on no module
      if (home === 'platform' && (target === 'modules' || target.startsWith('modules/')))
        out.push(`${f.file}:${line} imports ${target} — the platform imports no module; let the module hand it a function (ModuleContext)`);
    }
    if (isTest(f.file)) continue;
    // (c) SQL naming a table outside its owner (and, for (b), any module table in the platform)
    for (const { text, line } of literalsOf(source)) {
      for (const table of tablesIn(text, tables)) {
        const owner = owners[table]!;
        if (owner === home) continue;
        if (table.startsWith('ledger_') && pending.ledgerMovePending.includes(f.file)) continue;
        if (pending.crossTablePending[f.file]?.includes(table)) continue;
        const who = owner === 'platform' ? 'the platform' : `the ${owner} module`;
        const fix = owner === 'platform' ? 'use its platform function' : `move the SQL into modules/${owner}/repo.ts behind its service`;
        out.push(`${f.file}:${line} names table ${table} in SQL, which belongs to ${who} — ${fix}`);
      }
    }
  }
  return out;
}

function sourceFiles(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.push({ file: path.relative(SRC, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

function migrations(): string[] {
  const dir = path.join(SRC, 'migrations');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort()
    .map((n) => readFileSync(path.join(dir, n), 'utf8'));
}

describe('module boundaries', () => {
  it('every table the migrations create has an owner, and only those', () => {
    const created = migratedTables(migrations());
    const modules = new Set(
      readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    expect([...created].filter((t) => !(t in OWNERS)).map((t) => `table ${t} has no owner: add it to OWNERS`)).toEqual([]);
    expect(
      Object.keys(OWNERS)
        .filter((t) => !created.has(t))
        .map((t) => `OWNERS lists ${t}, which no migration creates`),
    ).toEqual([]);
    expect(
      Object.entries(OWNERS)
        .filter(([, o]) => o !== 'platform' && !modules.has(o))
        .map(([t, o]) => `table ${t}: owner ${o} is no module`),
    ).toEqual([]);
    // the ledger's tables are the ledger's alone
    expect(Object.entries(OWNERS).filter(([t, o]) => t.startsWith('ledger_') && o !== 'ledger')).toEqual([]);
  });

  it("no module imports another module's repo, the platform imports no module, SQL names only its owner's tables", () => {
    expect(boundaryViolations(sourceFiles(SRC), OWNERS)).toEqual([]);
  });

  it('the check itself catches each kind of crossing, naming the file and the table', () => {
    const owners = { users: 'accounts', follows: 'social', outbox_events: 'platform', ledger_balances: 'ledger' };
    const files: SourceFile[] = [
      { file: 'modules/club/service.ts', text: "import { findUserById } from '../accounts/repo';\nimport * as repo from './repo';" },
      { file: 'platform/auth.ts', text: "import { x } from '../modules/accounts/service';" },
      { file: 'platform/token.ts', text: 'const q = `select u.id from user_sessions s, users u where s.user_id = u.id`;' },
      { file: 'modules/club/repo.ts', text: "q.query('select 1 from follows f where f.followee_id = $1')" },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text with an interpolation
      { file: 'modules/cp/repo.ts', text: 'const s = `insert into outbox_events (topic) values (${t})`;' },
      { file: 'modules/wallet/service.ts', text: "q.query('update ledger_balances set balance = 0')" },
      // not crossings: own tables, a column named like a table, an alias, prose, a test, the allowlist
      { file: 'modules/social/repo.ts', text: "q.query('select count(*) as follows from follows')" },
      { file: 'modules/gifts/service.ts', text: "const s = 'select g.users from gift_sends g'; const m = 'users follow users';" },
      { file: 'modules/club/club.test.ts', text: "q.query('select * from users')" },
      { file: 'modules/payments/refunds.ts', text: "import * as l from '../ledger/repo';\nq.query('select * from ledger_balances')" },
      { file: 'modules/realtime/repo.ts', text: "q.query('select 1 from realtime_tickets t join users u on u.id = t.user_id')" },
    ];
    const pending = { ledgerMovePending: ['modules/payments/refunds.ts'], crossTablePending: { 'modules/realtime/repo.ts': ['users'] } };
    const found = boundaryViolations(files, owners, pending).sort();
    expect(found).toEqual([
      expect.stringMatching(/^modules\/club\/repo\.ts:1 names table follows in SQL, which belongs to the social module/),
      expect.stringMatching(/^modules\/club\/service\.ts:1 imports modules\/accounts\/repo — use the accounts module's service/),
      expect.stringMatching(/^modules\/cp\/repo\.ts:1 names table outbox_events in SQL, which belongs to the platform/),
      expect.stringMatching(/^modules\/wallet\/service\.ts:1 names table ledger_balances in SQL, which belongs to the ledger module/),
      expect.stringMatching(/^platform\/auth\.ts:1 imports modules\/accounts\/service — the platform imports no module/),
      expect.stringMatching(/^platform\/token\.ts:1 names table users in SQL, which belongs to the accounts module/),
    ]);
  });
});
