import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BRAND_IDS,
  type BrandId,
  HOST_CASH_CURRENCY,
  HOST_CHECK_IN_POINTS,
  HOST_RULES,
  HOST_TASK_SETS,
  HOST_TASKS,
  LOCALES,
  type Region,
} from '@app/shared';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../../app/routes/tables';
import {
  buildGuide,
  GUIDE_IDS,
  GUIDE_ROUTES,
  type Guide,
  type GuideId,
  type GuideText,
  guideForRoute,
  guideHrefs,
  guideLinks,
  guideRegion,
  guideTexts,
} from './guides';

const dir = path.dirname(fileURLToPath(import.meta.url));
const hostsJson = (lng: string) =>
  JSON.parse(readFileSync(path.join(dir, '../../locales', lng, 'hosts.json'), 'utf8')) as Record<string, unknown>;

const ROUTE_NAMES = [
  'chat_task_guide',
  'audio_match_doc',
  'video_match_doc',
  'newer_recom_rule',
  'question',
  'japan_audio_match_doc',
  'auth_question',
  'broadcaster_chat_guide',
];

const REGIONS: readonly Region[] = ['default', 'japan'];

/** The routes the guide page serves in a brand's table (the rows built with the guide page's loader). */
function guideRoutesOf(brand: BrandId) {
  const table = ROUTE_TABLES[brand];
  const load = ROUTE_TABLES.default.find((r) => r.name === 'question')?.load;
  return table.filter((r) => r.load === load);
}

let t: TFunction;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['hosts'],
    defaultNS: 'hosts',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    resources: Object.fromEntries(LOCALES.map((lng) => [lng, { hosts: hostsJson(lng) }])),
  });
  t = i18n.t.bind(i18n) as TFunction;
});

const say = (text: GuideText, lng = 'en') => t(text.key, { ...text.vars, lng });
/** All the words of a guide in one string. */
const wordsOf = (guide: Guide, lng = 'en') =>
  guideTexts(guide)
    .map((x) => say(x, lng))
    .join('\n');
const sectionWords = (guide: Guide, id: string, lng = 'en') => {
  const section = guide.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id} in ${guide.id}`);
  return wordsOf({ ...guide, stats: [], sections: [section], taskLink: null }, lng);
};
const cashText = (minor: number, region: Region, lng = 'en') => {
  const { code, digits } = HOST_CASH_CURRENCY[region];
  return new Intl.NumberFormat(lng, { style: 'currency', currency: code, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    minor / 10 ** digits,
  );
};

describe('host guides: routes', () => {
  it('maps every guide route to a guide, and every guide has a route', () => {
    for (const name of ROUTE_NAMES) expect(GUIDE_ROUTES[name]?.guide, name).toBeDefined();
    expect(new Set(Object.values(GUIDE_ROUTES).map((r) => r.guide))).toEqual(new Set(GUIDE_IDS));
    expect(GUIDE_ROUTES.japan_audio_match_doc).toEqual({ guide: 'audio_match', region: 'japan' });
    expect(GUIDE_ROUTES.auth_question?.guide).toBe('question');
    expect(GUIDE_ROUTES.broadcaster_chat_guide?.guide).toBe('chat_task');
  });

  it('every route the guide page serves, in every brand, has a guide', () => {
    const served = BRAND_IDS.flatMap((brand) => guideRoutesOf(brand).map((r) => r.name));
    expect(new Set(served)).toEqual(new Set(ROUTE_NAMES));
    for (const name of served) expect(guideForRoute(name, 'default', 'en'), name).not.toBeNull();
    expect(guideForRoute('not_a_guide', 'default', 'en')).toBeNull();
  });

  it('Japan routes show the Japan region; others the brand home region', () => {
    expect(guideRegion('japan_audio_match_doc', 'default')).toBe('japan');
    expect(guideRegion('audio_match_doc', 'default')).toBe('default');
    expect(guideRegion('question', 'default')).toBe('default');
    expect(guideRegion('auth_question', 'wakoo')).toBe('japan');
  });

  it('links only to routes of the brand table that shows the guide', () => {
    for (const brand of BRAND_IDS) {
      const paths = new Set(ROUTE_TABLES[brand].map((r) => r.path));
      for (const route of guideRoutesOf(brand)) {
        const guide = guideForRoute(route.name, brand, 'en');
        expect(guide).not.toBeNull();
        for (const href of guideHrefs(guide as Guide)) expect(paths.has(href), `${brand} ${route.name} → ${href}`).toBe(true);
      }
    }
  });

  it('links to the region and brand task and withdrawal pages', () => {
    expect(guideLinks('default', 'default')).toEqual({
      tasks: '/h5/new_anchor_v4',
      withdraw: '/h5/page_withdraw',
      support: '/h5/customerservice',
    });
    expect(guideLinks('default', 'japan')).toMatchObject({ tasks: '/h5/japan/task', withdraw: '/h5/japan/withdraw/main' });
    expect(guideLinks('wakoo', 'japan').tasks).toBe('/h5/broadcaster/task/index');
    const question = buildGuide('question', { brand: 'default', region: 'default', locale: 'en' });
    expect(guideHrefs(question)).toEqual(expect.arrayContaining(['/h5/page_withdraw', '/h5/customerservice']));
    expect(question.taskLink).toBeNull();
    for (const id of ['chat_task', 'audio_match', 'video_match', 'newer_recom'] as const) {
      expect(buildGuide(id, { brand: 'default', region: 'japan', locale: 'en' }).taskLink?.href).toBe('/h5/japan/task');
    }
  });
});

describe('host guides: words', () => {
  const every = GUIDE_IDS.flatMap((id) =>
    REGIONS.flatMap((region) => (['default', 'wakoo'] as const).map((brand) => buildGuide(id, { brand, region, locale: 'en' }))),
  );

  it('every key a guide uses exists in all five locales, every value filled in', () => {
    const missing: string[] = [];
    for (const guide of every) {
      for (const text of guideTexts(guide)) {
        for (const lng of LOCALES) {
          if (!i18n.exists(text.key, { lng, ns: 'hosts', ...text.vars })) missing.push(`${lng}: ${text.key}`);
          const out = say(text, lng);
          if (/\{\{|\}\}/.test(out)) missing.push(`${lng}: ${text.key} leaves a value empty: ${out}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every guide has sections, each with something in it', () => {
    for (const guide of every) {
      expect(guide.sections.length).toBeGreaterThan(0);
      for (const s of guide.sections) {
        const b = s.block;
        expect(b.kind === 'table' ? b.rows.length : b.items.length, `${guide.id}/${s.id}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('host guides: figures come from the shared rules', () => {
  const guide = (id: GuideId, region: Region = 'default') => buildGuide(id, { brand: 'default', region, locale: 'en' });

  it('video and voice rates', () => {
    const video = sectionWords(guide('video_match'), 'earnings');
    expect(video).toContain(`${HOST_RULES.videoPointsPerMinute} pts/min`);
    const voice = sectionWords(guide('audio_match'), 'earnings');
    expect(voice).toContain(`${HOST_RULES.voicePointsPerMinute} pts/min`);
    expect(voice).toContain(`${HOST_RULES.voicePointsPerUnit} pts`);
    expect(guide('video_match').stats.find((s) => s.id === 'rate')?.value).toBe(String(HOST_RULES.videoPointsPerMinute));
  });

  it('new-user bonus, reply window and reception length', () => {
    const newcomers = wordsOf(guide('newer_recom'));
    expect(newcomers).toContain(`+${HOST_RULES.newUserCallPoints} pts`);
    expect(newcomers).toContain(`over ${HOST_RULES.newUserCallSeconds / 60} min`);
    expect(newcomers).toContain(`${HOST_RULES.newUserDays} days`);
    const chat = wordsOf(guide('chat_task'));
    expect(chat).toContain(`within ${HOST_RULES.replyWithinSeconds / 60} min to earn ${HOST_RULES.replyPoints} points`);
    expect(wordsOf(guide('audio_match'))).toContain(
      `longer than ${HOST_RULES.receptionSeconds / 60} min counts as one private-room reception`,
    );
  });

  it('task goals and points', () => {
    const fast = HOST_TASKS.find((x) => x.id === 'fast_replies');
    const receptions = HOST_TASKS.find((x) => x.id === 'receptions');
    expect(fast && receptions).toBeTruthy();
    if (!fast || !receptions) return;
    const chat = sectionWords(guide('chat_task'), 'tasks');
    expect(chat).toContain(`+${fast.points.toLocaleString('en')} pts`);
    expect(chat).toContain(`Reply to ${fast.goal} messages`);
    const faq = wordsOf(guide('question'));
    expect(faq).toContain(`asks for ${receptions.goal} receptions and pays ${receptions.points} points`);
    const video = sectionWords(guide('video_match'), 'tasks');
    for (const x of HOST_TASKS.filter((x) => ['receptions', 'video_minutes', 'new_users'].includes(x.id))) {
      expect(video).toContain(`+${x.points.toLocaleString('en')} pts`);
    }
  });

  it('check-in streak', () => {
    const faq = wordsOf(guide('question'));
    const last = HOST_CHECK_IN_POINTS[HOST_CHECK_IN_POINTS.length - 1];
    expect(faq).toContain(`${HOST_CHECK_IN_POINTS.length}-day streak the reward rises from ${HOST_CHECK_IN_POINTS[0]} to ${last} points`);
  });

  it('membership points', () => {
    const faq = wordsOf(guide('question'));
    expect(faq).toContain(`${HOST_RULES.memberPoints.weekly} points (weekly membership)`);
    expect(faq).toContain(`${HOST_RULES.memberPoints.monthly} points (monthly membership)`);
  });

  it('the Japan variant shows yen, the default one yuan', () => {
    const japan = guideForRoute('japan_audio_match_doc', 'default', 'en') as Guide;
    const home = guideForRoute('audio_match_doc', 'default', 'en') as Guide;
    const daily = HOST_TASK_SETS.find((s) => s.period === 'daily');
    expect(daily).toBeTruthy();
    if (!daily) return;
    const jpy = cashText(daily.cash.japan, 'japan');
    const cny = cashText(daily.cash.default, 'default');
    expect(jpy).toBe(`¥${daily.cash.japan.toLocaleString('en')}`);
    expect(cny).toBe(`CN¥${(daily.cash.default / 100).toLocaleString('en')}`);
    expect(sectionWords(japan, 'bonus')).toContain(jpy);
    expect(sectionWords(japan, 'bonus')).not.toContain('CN¥');
    expect(sectionWords(home, 'bonus')).toContain(cny);
    expect(japan.stats.find((s) => s.id === 'bonus')?.value).toBe(jpy);

    const faqJapan = wordsOf(buildGuide('question', { brand: 'default', region: 'japan', locale: 'en' }));
    const faqHome = wordsOf(buildGuide('question', { brand: 'default', region: 'default', locale: 'en' }));
    expect(faqJapan).toContain('in JPY');
    expect(faqHome).toContain('in CNY');
    for (const set of HOST_TASK_SETS) {
      expect(faqJapan).toContain(cashText(set.cash.japan, 'japan'));
      expect(faqHome).toContain(cashText(set.cash.default, 'default'));
    }
  });

  it('numbers follow the page language', () => {
    const ja = buildGuide('chat_task', { brand: 'default', region: 'japan', locale: 'ja' });
    const words = wordsOf(ja, 'ja');
    const fast = HOST_TASKS.find((x) => x.id === 'fast_replies');
    expect(words).toContain(`+${new Intl.NumberFormat('ja').format(fast?.points ?? 0)}pt`);
    const daily = HOST_TASK_SETS.find((s) => s.period === 'daily');
    expect(words).toContain(new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(daily?.cash.japan ?? -1));
  });
});
