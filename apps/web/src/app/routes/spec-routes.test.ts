import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BRAND_IDS, type BrandId, isReferralCode } from '@app/shared';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../../../../../packages/shared/src/test-answers';
import { routePathOf, SPEC_ROUTES } from './spec-routes';
import { duplicateRouteNames, ROUTE_TABLES, type RouteDef } from './tables';

const LOCALES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko'] as const;

// ---------------------------------------------------------------------------------------------
// helpers

function routeObjects(table: RouteDef[]): RouteObject[] {
  return table.map((r) => ({ path: r.path, id: r.name }));
}

/** name of the route react-router picks for a URL in a brand's table */
function matchName(brand: BrandId, url: string): string | undefined {
  return matchRoutes(routeObjects(ROUTE_TABLES[brand]), url)?.at(-1)?.route.id;
}

/** a URL that a route path should match: params get a sample value, optional ones are left out or filled */
function sampleUrl(path: string, fillOptional: boolean): string {
  const segments = path
    .split('/')
    .filter((seg) => seg !== '')
    .flatMap((seg) => {
      if (seg === '*') return ['zz', 'zz', 'zz'];
      if (seg.startsWith(':')) return seg.endsWith('?') && !fillOptional ? [] : ['sample1'];
      return [encodeURIComponent(seg)];
    });
  return `/${segments.join('/')}`;
}

// ---------------------------------------------------------------------------------------------
// spec text parsing (test 2)

const SPEC_URL = new URL('../../../../../../shared/spec/product-spec.md', import.meta.url);
const specText = existsSync(SPEC_URL) ? readFileSync(SPEC_URL, 'utf8') : null;
if (!specText) console.warn(`spec-routes.test: ${fileURLToPath(SPEC_URL)} not found; the spec parsing check is skipped`);

const ROOT_LITERALS = new Set(['/', '/jp', '/japan', '/dating']);
const ROUTE_PREFIXES = ['/h5/', '/agency/', '/girls/'];
/** mentions of a group of paths rather than one path ("any /h5/auth path", "/h5/japan/withdraw/ with …") */
const PREFIX_MENTIONS = new Set(['/h5/auth']);

interface Mention {
  table: BrandId;
  literal: string;
  source: string;
}

/**
 * Every literal route of section 2 with the table it belongs to. Expands the spec's shorthand the
 * same way the hand transcription does: "(+/rule)" / "(+_candy)" append to the path before them, and a
 * bare "/x" right after "/a/b," in a comma list is the sibling "/a/x". Admin console paths and
 * redacted placeholders are left out.
 */
function specMentions(md: string): Mention[] {
  const start = md.search(/^## 2\./m);
  const end = md.search(/^## 3\./m);
  if (start < 0 || end < start) throw new Error('spec: section 2 or 3 heading not found');
  const mentions: Mention[] = [];
  let subsection = '';
  for (const line of md.slice(start, end).split('\n')) {
    if (line.startsWith('### ')) {
      subsection = line.slice(4).trim();
      continue;
    }
    if (subsection.startsWith('Admin back office')) continue;
    let lineTable: BrandId = subsection === 'Route guard' ? 'wakoo' : 'default';
    const bullet = /^- (\w+):/.exec(line);
    if (subsection === 'Category-specific tables' && bullet && (BRAND_IDS as readonly string[]).includes(bullet[1] ?? '')) {
      lineTable = bullet[1] as BrandId;
    }
    for (const sentence of line.split(/(?<=\.)\s+/)) {
      const table: BrandId = sentence.startsWith('Wakoo only') ? 'wakoo' : lineTable;
      let last: string | null = null;
      let inList = false;
      const emit = (literal: string) => {
        if (!literal.startsWith('/h5/qyqyadmin')) mentions.push({ table, literal, source: sentence.slice(0, 80) });
      };
      for (const raw of sentence.split(/\s+/)) {
        const clean = raw.replace(/[,.;:)]+$/, '');
        if (/^\(?\+/.test(raw)) {
          const suffix = raw.replace(/^\(?\+/, '').replace(/[,.;)]+$/, '');
          if (last) emit(last + suffix);
          inList = false;
        } else if (ROOT_LITERALS.has(clean) || ROUTE_PREFIXES.some((p) => clean.startsWith(p))) {
          if (clean.includes('{')) {
            last = null;
            inList = false;
            continue;
          }
          emit(clean);
          last = clean;
          inList = raw.endsWith(',');
        } else if (clean.startsWith('/') && inList && last) {
          emit(last.slice(0, last.lastIndexOf('/')) + clean);
          inList = raw.endsWith(',');
        } else {
          last = null;
          inList = false;
        }
      }
    }
  }
  return mentions;
}

// ---------------------------------------------------------------------------------------------

describe('route tables against the spec transcription', () => {
  for (const brand of BRAND_IDS) {
    it(`${brand}: every spec path is registered`, () => {
      const paths = new Set(ROUTE_TABLES[brand].map((r) => r.path));
      const missing = SPEC_ROUTES[brand].filter((p) => !paths.has(routePathOf(p)));
      expect(missing).toEqual([]);
    });

    it(`${brand}: registers nothing the spec does not list`, () => {
      const expected = new Set(SPEC_ROUTES[brand].map(routePathOf));
      expect(ROUTE_TABLES[brand].map((r) => r.path).filter((p) => !expected.has(p))).toEqual([]);
    });

    it(`${brand}: no two routes share a path or a name`, () => {
      const paths = ROUTE_TABLES[brand].map((r) => r.path);
      expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
      expect(duplicateRouteNames(ROUTE_TABLES[brand])).toEqual([]);
    });
  }

  it('wakoo holds every default page; the small tables have their sizes', () => {
    const wakoo = new Set(ROUTE_TABLES.wakoo.map((r) => r.path));
    expect(ROUTE_TABLES.default.filter((r) => !wakoo.has(r.path)).map((r) => r.path)).toEqual([]);
    expect(ROUTE_TABLES.ocha).toHaveLength(3);
    expect(ROUTE_TABLES.ucoo_plus).toHaveLength(1);
    expect(ROUTE_TABLES.cooya.length).toBeGreaterThan(2);
  });
});

describe('spec text parsing', () => {
  it('the spec path resolves to the shared spec', () => {
    expect(fileURLToPath(SPEC_URL).replace(/\\/g, '/')).toMatch(/\/shared\/spec\/product-spec\.md$/);
  });

  it.skipIf(!specText)('every literal route of section 2 is in the transcription of its table', () => {
    const mentions = specMentions(specText ?? '');
    // guards against a parser that silently finds nothing
    expect(mentions.length).toBeGreaterThan(180);
    const problems: string[] = [];
    for (const { table, literal, source } of mentions) {
      const expected = SPEC_ROUTES[table];
      const ok =
        literal.endsWith('/') || PREFIX_MENTIONS.has(literal)
          ? expected.some((p) => p.startsWith(literal.endsWith('/') ? literal : `${literal}/`))
          : expected.includes(literal);
      if (!ok) problems.push(`${table}: ${literal}   (from "${source}")`);
    }
    expect(problems).toEqual([]);
  });

  it('the parser expands the spec shorthand', () => {
    const md = [
      '## 2. Screens',
      '### Games',
      '/h5/a/b (+/rule), /h5/c (+_candy), /h5/d (+/history, +/about), /h5/x/one, /two, /three. Wakoo only: /h5/g/w, /w2.',
      '- {token}, /h5/{hash}, /, /jp, /dating.',
      '## 3. Entities',
    ].join('\n');
    const found = specMentions(md).map((m) => `${m.table} ${m.literal}`);
    expect(found).toEqual([
      'default /h5/a/b',
      'default /h5/a/b/rule',
      'default /h5/c',
      'default /h5/c_candy',
      'default /h5/d',
      'default /h5/d/history',
      'default /h5/d/about',
      'default /h5/x/one',
      'default /h5/x/two',
      'default /h5/x/three',
      'wakoo /h5/g/w',
      'wakoo /h5/g/w2',
      'default /',
      'default /jp',
      'default /dating',
    ]);
  });
});

describe('duplicateRouteNames', () => {
  it('returns each duplicated name once', () => {
    const load = async () => ({ default: () => null });
    const table = ['a', 'b', 'a', 'c', 'c', 'c'].map((name, i) => ({ path: `/p${i}`, name, titleKey: name, load }));
    expect(duplicateRouteNames(table)).toEqual(['a', 'c']);
    expect(duplicateRouteNames(table.slice(0, 2))).toEqual([]);
  });
});

describe('react-router ranking', () => {
  itAnswers(
    matchName,
    [
      // static pages win over the generic legal page and the referral code
      ['default', '/h5/whole_rank', 'whole_rank'],
      ['default', '/h5/ja/level', 'ja_level'],
      ['default', '/h5/ja/user_service', 'ja_user_service'],
      ['default', '/h5/ja/user_service/ocha', 'ja_user_service'],
      ['default', '/h5/wakoo/agreement', 'wakoo_agreement'],
      ['default', '/h5/wakoo/ja', 'wakoo_site'],
      ['default', '/h5/contract/user', 'contract'],
      ['default', '/h5/japan/bonus_charge/male', 'bonus_charge'],
      ['default', '/h5/japan/withdraw/eidt/paypay', 'withdraw_edit_paypay'],
      ['default', '/h5/user_service_x/ocha/ja', 'legal_document'],
      ['default', '/h5/some_policy', 'legal_document'],
      ['default', '/jp', 'site_jp'],
      ['default', '/dating', 'dating'],
      ['default', '/agency/login', 'agency_login'],
      // the URL /h5/%23/racing reaches the racing routes
      ['default', '/h5/%23/racing', 'hash_racing'],
      ['default', '/h5/%23/racing_history', 'hash_racing_history'],
      ['default', '/h5/%23/racing_rules', 'hash_racing_rules'],
      ['wakoo', '/h5/%23/racing', 'hash_racing'],
      // wakoo: its own pages, /h5/:code, cyber and the not-found catch-all
      ['wakoo', '/h5/empty', 'empty'],
      ['wakoo', '/h5/whole_rank', 'whole_rank'],
      ['wakoo', '/h5/auth/japan/invite/history/agent', 'auth_japan_invite_history_agent'],
      ['wakoo', '/h5/abc123', 'wakoo_code'],
      ['wakoo', '/h5/privacy_x/wakoo', 'legal_document'],
      ['wakoo', '/h5/cyber', 'cyber'],
      ['wakoo', '/h5/jp/cyber', 'cyber'],
      ['wakoo', '/h5/jp/cyber/rule', 'cyber_rule'],
      ['wakoo', '/apiutil', 'api_util'],
      // the router's own '*' (after the table) takes the rest
      ['wakoo', '/no/such/page/here', undefined],
      // the small tables
      ['ocha', '/h5/childrensecurity', 'children_security'],
      ['ocha', '/h5/user/ocha', 'contract'],
      ['cooya', '/h5/contract', 'contract'],
      ['ucoo_plus', '/h5/contract/privacy', 'contract'],
      ['ucoo_plus', '/h5/contract', undefined],
    ],
    '%s: %s goes to %s',
  );

  // the one documented tie: a one-segment /h5/<x> on wakoo is its code page, not a legal page
  const SHADOWED = new Set(['wakoo legal_document /h5/sample1']);

  for (const brand of BRAND_IDS) {
    it(`${brand}: every route is reachable by a URL of its own shape`, () => {
      const wrong: string[] = [];
      for (const route of ROUTE_TABLES[brand]) {
        for (const url of new Set([sampleUrl(route.path, false), sampleUrl(route.path, true)])) {
          const got = matchName(brand, url);
          if (got !== route.name && !SHADOWED.has(`${brand} ${route.name} ${url}`)) wrong.push(`${url} -> ${got} (want ${route.name})`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('titles', () => {
  const titles = Object.fromEntries(
    LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../locales/${l}/routes.json`, import.meta.url), 'utf8'))]),
  ) as Record<(typeof LOCALES)[number], Record<string, unknown>>;

  it('every titleKey has a title in all five locales', () => {
    const missing: string[] = [];
    for (const brand of BRAND_IDS) {
      for (const { titleKey } of ROUTE_TABLES[brand]) {
        for (const l of LOCALES) {
          const title = titles[l][titleKey];
          if (typeof title !== 'string' || title.trim() === '') missing.push(`${l}: ${titleKey}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the locales have the same keys, and the frame texts exist', () => {
    const keys = Object.keys(titles.en).sort();
    for (const l of LOCALES) expect(Object.keys(titles[l]).sort()).toEqual(keys);
    expect(keys).toEqual(expect.arrayContaining(['back', 'param_name', 'param_contract', 'param_app_name', 'param_lang']));
  });
});

describe('referral route', () => {
  it('/abc123 resolves to the referral route of the default table', () => {
    expectAnswers(matchName, [['default', '/abc123', 'referral']]);
    expect(isReferralCode('abc123')).toBe(true);
  });

  it('a code outside 6 to 10 word characters still reaches the route, whose page renders not-found', async () => {
    expectAnswers(matchName, [['default', '/abc', 'referral']]);
    expect(isReferralCode('abc')).toBe(false);
    const mod = await import('../../features/referral/pages/ReferralPage');
    const referral = ROUTE_TABLES.default.find((r) => r.name === 'referral');
    expect((await referral?.load())?.default).toBe(mod.default);
  });

  it('every route loads a page component', async () => {
    const loads = new Set(BRAND_IDS.flatMap((b) => ROUTE_TABLES[b].map((r) => r.load)));
    // every route has its feature's page (the placeholder frame they replaced is gone)
    expect(loads.size).toBeGreaterThanOrEqual(2);
    for (const load of loads) expect(typeof (await load()).default).toBe('function');
  });
});
