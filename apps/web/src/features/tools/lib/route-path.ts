/** A route's `:params`, in order, with whether each may be left out. */
export interface RouteParam {
  name: string;
  optional: boolean;
}

export function routeParams(path: string): RouteParam[] {
  return [...path.matchAll(/:(\w+)(\?)?/g)].map((m) => ({ name: m[1] as string, optional: m[2] === '?' }));
}

/**
 * The address of a route with its params filled in: a given value is URI-encoded, a missing
 * optional one drops its segment, a missing required one is `sample(name)`.
 */
export function fillRoute(
  path: string,
  values: Record<string, string | undefined> = {},
  sample: (name: string) => string = () => 'x',
): string {
  const segments = path.split('/').flatMap((segment) => {
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) return [encodeURI(segment).replace(/#/g, '%23')];
    const value = values[m[1] as string]?.trim();
    if (value) return [encodeURIComponent(value)];
    return m[2] ? [] : [encodeURIComponent(sample(m[1] as string))];
  });
  const out = segments.join('/');
  return out === '' ? '/' : out;
}

/** Sample values for required params in the route list. */
export const SAMPLE_PARAMS: Record<string, string> = {
  code: 'ABC123',
  contract: 'user_service',
  name: 'privacy_policy',
  app_name: 'default',
  gender: 'male',
  region: 'jp',
  lang: 'ja',
  activity: 'dance',
  area: 'jp',
};

export const sampleParam = (name: string): string => SAMPLE_PARAMS[name] ?? 'sample';

export interface ShareLinkInput {
  origin: string;
  path: string;
  params?: Record<string, string | undefined>;
  brand?: string | null;
  language?: string | null;
  channel?: string | null;
  /** free `key=value` pairs, one a line or separated by & */
  extra?: string;
}

/** `key=value` pairs from text: one a line or joined by &; blank keys are skipped. */
export function parseExtra(text: string): Array<[string, string]> {
  return text
    .split(/[\n&]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p): [string, string] => {
      const eq = p.indexOf('=');
      return eq < 0 ? [p, ''] : [p.slice(0, eq).trim(), p.slice(eq + 1).trim()];
    })
    .filter(([k]) => k !== '');
}

/** The share link: the filled route on `origin`, with app_name, app-language, channel and the extra pairs. */
export function buildShareLink(input: ShareLinkInput): string {
  const path = fillRoute(input.path, input.params ?? {}, sampleParam);
  const query = new URLSearchParams();
  // the brand travels as ?app_name unless the route's own :app_name segment carries it
  if (input.brand && input.brand !== 'default' && !input.params?.app_name?.trim()) query.set('app_name', input.brand);
  if (input.language) query.set('app-language', input.language);
  if (input.channel?.trim()) query.set('channel', input.channel.trim());
  for (const [k, v] of parseExtra(input.extra ?? '')) query.append(k, v);
  const q = query.toString();
  return `${input.origin.replace(/\/+$/, '')}${path}${q ? `?${q}` : ''}`;
}
