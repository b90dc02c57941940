import { describe, expect, it } from 'vitest';
import { runStartup, type StartupEnv } from './bootstrap';
import { adminRedirect, h5Redirect } from './guard';

function env(href: string, init: { local?: Record<string, string>; cookie?: string | null; browser?: string[] } = {}) {
  const local = new Map(Object.entries(init.local ?? {}));
  const session = new Map<string, string>();
  const e: StartupEnv = {
    href,
    local: { get: (k) => local.get(k) ?? null, set: (k, v) => void local.set(k, v) },
    session: { get: (k) => session.get(k) ?? null, set: (k, v) => void session.set(k, v) },
    cookieToken: init.cookie ?? null,
    browserLanguages: init.browser ?? ['en-US'],
  };
  return { e, local, session };
}

describe('start-up (spec 4)', () => {
  it('stores a non-empty channel in session storage only', () => {
    const a = env('https://x.test/h5/a?channel=tiktok');
    expect(runStartup(a.e).channel).toBe('tiktok');
    expect(a.session.get('channel')).toBe('tiktok');
    const b = env('https://x.test/h5/a?channel=');
    expect(runStartup(b.e).channel).toBeNull();
    expect(b.session.has('channel')).toBe(false);
  });

  it('takes the token from the query, stores it and strips it from the address keeping other params', () => {
    const a = env('https://x.test/h5/a?x=1&access_token=tok123&y=2#frag', { local: { token: 'old' }, cookie: 'c' });
    const s = runStartup(a.e);
    expect(s.token).toBe('tok123');
    expect(s.tokenSource).toBe('query');
    expect(a.local.get('token')).toBe('tok123');
    expect(s.cleanUrl).toBe('/h5/a?x=1&y=2#frag');
  });

  it('falls back to localStorage, then the Access-Token cookie', () => {
    expect(runStartup(env('https://x.test/', { local: { token: 'L' }, cookie: 'C' }).e)).toMatchObject({
      token: 'L',
      tokenSource: 'storage',
      cleanUrl: null,
    });
    expect(runStartup(env('https://x.test/', { cookie: 'C' }).e)).toMatchObject({ token: 'C', tokenSource: 'cookie' });
    expect(runStartup(env('https://x.test/').e)).toMatchObject({ token: null, tokenSource: null });
  });

  it('saves light_theme and turns it on only for "true"; wakoo forces it', () => {
    const a = env('https://x.test/?light_theme=true');
    expect(runStartup(a.e).lightTheme).toBe(true);
    expect(a.local.get('light_theme')).toBe('true');
    expect(runStartup(env('https://x.test/?light_theme=false', { local: { light_theme: 'true' } }).e).lightTheme).toBe(false);
    expect(runStartup(env('https://x.test/', { local: { light_theme: 'true' } }).e).lightTheme).toBe(true);
    expect(runStartup(env('https://x.test/?app_name=wakoo').e).lightTheme).toBe(true);
    expect(runStartup(env('https://wakoo.example.com/').e).brand.id).toBe('wakoo');
  });

  it('resolves the locale: query, stored, browser; Japan pages and _pkg=cupid force ja', () => {
    expect(runStartup(env('https://x.test/?app-language=ko', { local: { language: 'ja' } }).e).locale.locale).toBe('ko');
    expect(runStartup(env('https://x.test/', { local: { language: 'zh-TW' } }).e).locale.locale).toBe('zh-TW');
    expect(runStartup(env('https://x.test/', { browser: ['zh-Hant-HK'] }).e).locale.locale).toBe('zh-TW');
    expect(runStartup(env('https://x.test/h5/japan/all_rank?app-language=en').e).locale.locale).toBe('ja');
    expect(runStartup(env('https://x.test/h5/a?_pkg=cupid').e).locale.locale).toBe('ja');
    const unknown = runStartup(env('https://x.test/?app-language=xx', { browser: ['fr-FR'] }).e).locale;
    expect(unknown).toMatchObject({ locale: 'en', source: 'fallback', unknown: 'xx' });
  });
});

describe('route guard (spec 2)', () => {
  it('outside the console only wakoo /h5/auth pages need a token', () => {
    expect(h5Redirect('wakoo', '/h5/auth/my_bonus', false)).toBe('/h5/empty');
    expect(h5Redirect('wakoo', '/h5/auth', false)).toBe('/h5/empty');
    expect(h5Redirect('wakoo', '/h5/auth/my_bonus', true)).toBeNull();
    expect(h5Redirect('wakoo', '/h5/authx', false)).toBeNull();
    expect(h5Redirect('default', '/h5/auth/my_bonus', false)).toBeNull();
    expect(h5Redirect('wakoo', '/h5/qyqyadmin/home', false)).toBeNull();
  });

  it('in the console: login for the anonymous, the root for logged-in admins on login', () => {
    expect(adminRedirect('/h5/qyqyadmin/login', true)).toBe('/h5/qyqyadmin/home');
    expect(adminRedirect('/h5/qyqyadmin/login', false)).toBeNull();
    expect(adminRedirect('/h5/qyqyadmin/users', false)).toBe('/h5/qyqyadmin/login');
    expect(adminRedirect('/h5/qyqyadmin/users', true)).toBeNull();
  });
});
