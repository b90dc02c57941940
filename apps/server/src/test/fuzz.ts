/**
 * Schema-driven fuzzing of the HTTP API (the suite is fuzz.test.ts).
 *
 * Cases come from the zod schemas the routes declare (`buildApp(...).routes`): each schema is turned
 * into JSON Schema (`z.toJSONSchema`, input side) and walked. A valid request is generated first,
 * then broken one field at a time (wrong type, ids around 2^31 / 2^53 / 2^63, NaN and Infinity,
 * 1 MiB strings, NUL and lone surrogates, arrays and objects where scalars belong, ...), required
 * fields are dropped, unknown fields added, the transport and the signature fields are broken —
 * mixed with fully random requests. Every request is signed as a client signs it (docs/api.md,
 * `computeSign`) over exactly what the server will parse, so it gets past the signature check to
 * validation and the handler; routes with `signed: false` (provider callbacks) get raw bodies and
 * signature headers instead. `checkResponse` says what is wrong with an answer.
 */
import { computeSign, hasUnstorableText, NONCE_PATTERN } from '@app/shared';
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteInfo } from '../app';

export const BODY_LIMIT = 1024 * 1024;
const PARTS = ['params', 'querystring', 'body'] as const;
type Part = (typeof PARTS)[number];

/** The JSON Schema subset `z.toJSONSchema` writes for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** JSON text spliced into a body as it is: numbers and escapes `JSON.stringify` never writes. */
export class RawJson {
  constructor(readonly text: string) {}
}
/** A path segment sent as it is (already percent-encoded, possibly badly). */
export class RawSegment {
  constructor(readonly text: string) {}
}
/** A request body sent as it is (not a signed JSON object). */
export class RawBody {
  constructor(readonly text: string) {}
}
export type FuzzValue = null | boolean | number | string | undefined | RawJson | RawSegment | FuzzValue[] | { [key: string]: FuzzValue };
type FuzzObject = Record<string, FuzzValue>;

interface Validator {
  safeParse(value: unknown): { success: boolean };
}

export interface FuzzRoute {
  method: string;
  url: string;
  auth: string;
  signed: boolean;
  paramNames: string[];
  zod: Partial<Record<Part, Validator>>;
  /** the schema of each field of an object part (zod's `shape`), to pick valid values precisely */
  fields: Partial<Record<Part, Record<string, Validator>>>;
  schema: Partial<Record<Part, JsonSchema>>;
}

/** Known-good values the generator mixes in (ids and strings that exist), and extra field names. */
export interface FuzzHints {
  ints: number[];
  strings: string[];
  keys: string[];
  /** well-formed requests of unsigned routes (provider notifications) by "METHOD /url", broken one field at a time */
  examples: Record<string, Array<{ params?: FuzzObject; body: FuzzObject }>>;
}

type AuthMode = 'normal' | 'none' | 'junk' | 'other' | 'cookie' | 'bearer';

export interface FuzzCase {
  /** what was broken, for the report */
  label: string;
  params: FuzzObject;
  query: FuzzObject;
  /** arrays in a query: repeated keys (`a=1&a=2`) or their JSON text */
  arrays: 'repeat' | 'json';
  /** appended to the query string as it is (bad percent escapes, bare keys) */
  rawQuery: string;
  /** null: no body; RawBody: this text as it is; otherwise the fields of a JSON object */
  body: FuzzObject | RawBody | null;
  /** members spliced into the JSON object as they are (`"__proto__":{}`) */
  rawMembers: string[];
  /** undefined: application/json when there is a body; null: no header */
  contentType: string | null | undefined;
  auth: AuthMode;
  junkToken: string;
  /** replaces signing fields (timestamp, nonce, access_key, sign); null removes one */
  signing: FuzzObject | null;
  /** unsigned routes: the provider's signature header */
  providerSignature: 'valid' | 'none' | 'junk' | 'array';
  headers: Record<string, string>;
}

function isValidator(s: unknown): s is Validator {
  return typeof (s as Validator | undefined)?.safeParse === 'function';
}

export function toJsonSchema(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Every `/api/` route (HEAD mirrors GET and has no body to check) with its schemas. */
export function fuzzRoutes(routes: readonly RouteInfo[]): FuzzRoute[] {
  const out: FuzzRoute[] = [];
  for (const r of routes) {
    if (!r.url.startsWith('/api/') || r.method === 'HEAD') continue;
    const paramNames = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const route: FuzzRoute = {
      method: r.method,
      url: r.url,
      auth: r.config.auth ?? 'none',
      signed: r.config.signed !== false,
      paramNames,
      zod: {},
      fields: {},
      schema: {},
    };
    for (const part of PARTS) {
      const s = r.schema?.[part];
      if (!isValidator(s)) continue;
      route.zod[part] = s;
      const shape = (s as { shape?: Record<string, unknown> }).shape;
      if (shape && typeof shape === 'object') {
        route.fields[part] = Object.fromEntries(Object.entries(shape).filter(([, f]) => isValidator(f))) as Record<string, Validator>;
      }
      route.schema[part] = toJsonSchema(s);
    }
    if (paramNames.length > 0 && !route.schema.params) {
      route.schema.params = {
        type: 'object',
        properties: Object.fromEntries(paramNames.map((n) => [n, { type: 'string' }])),
        required: paramNames,
      };
    }
    out.push(route);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Malformed values

const MiB = 1024 * 1024;
/** A body carrying it is over the 1 MiB limit. */
const HUGE = 'a'.repeat(MiB);
/** Fits under the limit with the rest of a request. */
const NEAR_LIMIT = 'b'.repeat(MiB - 8 * 1024);
const HUGE_CJK = '中'.repeat(400_000);
const MANY_NULS = 'x\u0000'.repeat(20_000);
/** Nesting JSON.parse takes but JSON.stringify cannot render (call stack). */
const DEEP_ARRAY = new RawJson(`${'['.repeat(8000)}${']'.repeat(8000)}`);
const DEEP_OBJECT = new RawJson(`${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`);
const WIDE_OBJECT: FuzzObject = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
const LONG_ARRAY: FuzzValue[] = Array.from({ length: 10_000 }, (_, i) => i);

const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

const STRUCTURE_JUNK: FuzzValue[] = [
  null,
  [],
  {},
  [null],
  [1, 2, 3],
  ['a', 'b'],
  [[[]]],
  [{}],
  { $gt: '' },
  { $ne: null },
  { a: { b: { c: { d: [1, { e: null }] } } } },
  { toString: 'x', valueOf: 1 },
  { length: 1, 0: 'a' },
  DEEP_ARRAY,
  DEEP_OBJECT,
  WIDE_OBJECT,
  LONG_ARRAY,
  true,
  false,
];

const NUMBER_JUNK: FuzzValue[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 31 + 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  -(2 ** 31) - 1,
  -(2 ** 53),
  -(2 ** 63),
  -1,
  0,
  -0,
  0.5,
  1.5,
  1e-7,
  1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.NaN, // written as null
  Number.POSITIVE_INFINITY, // written as null
  Number.NEGATIVE_INFINITY,
  new RawJson('9223372036854775807'),
  new RawJson('9223372036854775808'),
  new RawJson('18446744073709551616'),
  new RawJson('1e309'), // parses to Infinity
  new RawJson('-1e309'),
  new RawJson('-0'),
  new RawJson('1.0'),
  new RawJson('2147483648.0'),
  new RawJson('1E2'),
  new RawJson('0.0000001'),
  new RawJson(`1${'0'.repeat(400)}`),
  '1',
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '9223372036854775808',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1e3',
  ' 1',
  '１',
  '',
];

/** Numbers as they travel in a query string or a path. */
const NUMERIC_TEXT_JUNK = [
  '2147483647',
  '2147483648',
  '2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '-1',
  '0',
  '-0',
  '1.5',
  '0.5',
  '1e3',
  '1e21',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  '0o7',
  ' 1',
  '1 ',
  '+1',
  '１',
  '١',
  '1_000',
  '',
  '  ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '1,2',
  '9'.repeat(400),
  `${'0'.repeat(300)}1`,
  '.5',
  '5.',
  '1e-7',
];

const STRING_JUNK: FuzzValue[] = [
  HUGE,
  NEAR_LIMIT,
  HUGE_CJK,
  MANY_NULS,
  'x'.repeat(10_000),
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\uDC00b',
  '\uD800\u0000',
  new RawJson('"\\ud800"'),
  new RawJson('"\\uDBFF\\u0041"'),
  new RawJson('"x\\udc00"'),
  new RawJson('"\\u0000"'),
  new RawJson('"a\\u0000\\ud800"'),
  '\u202Eevil',
  '\uFEFF',
  '\u200B',
  '👨‍👩‍👧‍👦'.repeat(50),
  'e\u0301'.repeat(300),
  '\u{10FFFF}',
  '\uFFFF',
  "'; drop table users; --",
  "' or '1'='1",
  '$1',
  '%',
  '%00',
  '%ED%A0%80',
  '%s%s%s%n',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection probe
  '${7*7}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '\r\n\r\nHTTP/1.1 200 OK',
  ...PROTO_NAMES,
  0,
  -1,
  2 ** 63,
  ['a'],
  { a: 'b' },
];

const BOOLEAN_JUNK: FuzzValue[] = ['true', 'false', 1, 0, '1', 'yes', 'on', null, [true], { value: true }];

/** Path segments sent as they are. */
const SEGMENT_JUNK: FuzzValue[] = [
  new RawSegment('%'),
  new RawSegment('%zz'),
  new RawSegment('%00'),
  new RawSegment('%ED%A0%80'),
  new RawSegment('%C0%AF'),
  new RawSegment('..'),
  new RawSegment('.'),
  new RawSegment('%2e%2e'),
  new RawSegment('%2F'),
  new RawSegment('a%2Fb'),
  new RawSegment('%252F'),
  new RawSegment('%E2%80%AE'),
  new RawSegment('%F0%9F%98%80'),
  new RawSegment('a;b=c'),
  new RawSegment('x'.repeat(201)),
  new RawSegment('9'.repeat(5000)),
  new RawSegment(''),
];

/** Query strings parts sent as they are. */
const RAW_QUERY_JUNK = [
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '=',
  '&&&',
  'bare',
  '%00=%00',
  '__proto__=x',
  'constructor=1&constructor=2',
  'toString=1',
  'a[]=1&a[]=2',
  'a[b][c]=1',
  '%ED%A0%80=%ED%A0%80',
  `long=${'z'.repeat(100_000)}`,
  'x=1;y=2',
];

/** Bodies that are not a signed JSON object. */
const RAW_BODIES = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[1,2,3]',
  '{',
  '{"a":',
  '{"a":1}}',
  '{"a":1}{"b":2}',
  'nul',
  '\u0000',
  '\uFEFF{}',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1,}',
  '<xml/>',
  'a=1&b=2',
  `{"a":"${'y'.repeat(BODY_LIMIT)}"}`,
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
];

const RAW_MEMBERS = [
  '"__proto__":{"polluted":true}',
  '"__proto__":null',
  '"constructor":{"prototype":{"polluted":true}}',
  '"":1',
  '"\\u0000":1',
  '"\\ud800":1',
  '"a":1,"a":"again"',
];

const CONTENT_TYPE_JUNK = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'json',
  '',
  'a/b/c',
  null,
];
/** Content types the JSON parser may or may not take: no expectation about the answer. */
const CONTENT_TYPE_MAYBE_JSON = [
  'application/json; charset=utf-8',
  'application/json;charset=UTF-16',
  'APPLICATION/JSON',
  'application/json, text/plain',
];

const TOKEN_JUNK = ['x', 'null', 'undefined', 'Bearer', 'a'.repeat(5000), '%00', "' or 1=1 --", '../../etc/passwd', '0'.repeat(64), 'é'];
const COOKIE_JUNK = [
  'Access-Token=%E0%A4%A',
  'Access-Token=%',
  'Access-Token=%zz',
  'Access-Token=',
  'Access-Token=x; Access-Token=y',
  'a=b',
];
const SIGNATURE_HEADER_JUNK = ['', 'x', '0'.repeat(64), 'f'.repeat(63), 'sha256=abc', 'a'.repeat(10_000), 'é'];
const LANGUAGE_JUNK = ['', 'xx', 'zh-Hans-CN-x-private', '__proto__', 'en;q=abc', 'a'.repeat(1000), '*', 'toString'];

/** Signing fields that make a request unverifiable (expected: a 1xxx answer). */
const SIGNING_JUNK: FuzzObject[] = [
  { timestamp: 'abc' },
  { timestamp: {} },
  { timestamp: [] },
  { timestamp: 1e21 },
  { timestamp: -1 },
  { timestamp: 2 ** 63 },
  { timestamp: '1.5' },
  { timestamp: null },
  { nonce: 'short' },
  { nonce: 1234567890123456 },
  { nonce: ['abcdefghijklmnop'] },
  { nonce: 'x'.repeat(65) },
  { nonce: '\u0000'.repeat(20) },
  { nonce: null },
  { access_key: 'nope' },
  { access_key: '__proto__' },
  { access_key: 'constructor' },
  { access_key: 'toString' },
  { access_key: ['h5-web'] },
  { access_key: {} },
  { access_key: null },
  { sign: '' },
  { sign: 123 },
  { sign: [] },
  { sign: 'A'.repeat(40) },
  { sign: 'é'.repeat(40) },
  { sign: null },
];

/** Well-formed samples of the formats request schemas use. */
const SAMPLE_STRINGS = [
  '1995-03-04',
  '2001-12-31',
  '2026-01-05',
  'd:2026-01-05',
  'w:2026-01-05',
  'fuzz@test.local',
  '+8613800138000',
  '13800138000',
  'Password#1',
  'Fuzz Tester',
  'fuzz-req-00000001',
  '[]',
  '["user.query"]',
  '["finance.refund","club.manage","nope"]',
];

// ---------------------------------------------------------------------------------------------
// Generators

const surrogateOrNul = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a', '\u202E', '€', '😀');
const randomText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: surrogateOrNul, maxLength: 12 }),
);

function typeOf(js: JsonSchema): string | undefined {
  if (Array.isArray(js.type)) return js.type.find((t) => t !== 'null');
  return js.type;
}

function intRange(js: JsonSchema): [number, number] {
  const lo = js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : (js.minimum ?? -(2 ** 31));
  const hi = js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 1 : (js.maximum ?? 2 ** 31 - 1);
  return [Math.ceil(lo), Math.floor(hi)];
}

const between = (lo: number, hi: number) => fc.bigInt(BigInt(lo), BigInt(hi)).map(Number);

function stringOk(js: JsonSchema, s: string): boolean {
  if (s.length < (js.minLength ?? 0) || s.length > (js.maxLength ?? Number.POSITIVE_INFINITY)) return false;
  if (js.pattern && !new RegExp(js.pattern).test(s)) return false;
  return js.format !== 'email' || s.includes('@');
}

interface ValidOptions {
  /** zod schemas of an object's fields: they have the last word on candidate values (refinements, transforms) */
  fields?: Record<string, Validator>;
  /** values travel as text (query, path) */
  textual?: boolean;
}

/** A value the schema accepts (usually: refinements the JSON Schema cannot say may still refuse it). */
function validArb(js: JsonSchema, hints: FuzzHints, opts: ValidOptions = {}, field?: Validator): fc.Arbitrary<FuzzValue> {
  const accepts = (v: FuzzValue) => !field || field.safeParse(opts.textual ? scalarText(v) : v).success;
  if (js.enum) return fc.constantFrom(...(js.enum as FuzzValue[]));
  if (js.const !== undefined) return fc.constant(js.const as FuzzValue);
  const alternatives = js.anyOf ?? js.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validArb(a, hints)));
  if (js.allOf?.[0]) return validArb(js.allOf[0], hints);
  switch (typeOf(js)) {
    case 'integer': {
      const [lo, hi] = intRange(js);
      const smallLo = Math.max(lo, -20);
      const smallHi = Math.max(smallLo, Math.min(hi, Math.max(smallLo, 0) + 30));
      const known = hints.ints.filter((n) => n >= lo && n <= hi && accepts(n));
      const fallback = [1, smallLo, smallHi, ...known].find((n) => n >= lo && n <= hi && accepts(n)) ?? lo;
      const ok = (n: number) => (accepts(n) ? n : fallback);
      return fc.oneof(
        { weight: 4, arbitrary: between(smallLo, smallHi).map(ok) },
        ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
        { weight: 1, arbitrary: fc.constantFrom(lo, hi).map(ok) },
        { weight: 1, arbitrary: between(lo, hi).map(ok) },
      );
    }
    case 'number':
      return fc.double({ min: js.minimum ?? -1e9, max: js.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const ok = (s: string) => stringOk(js, s) && accepts(s);
      const pool = [...SAMPLE_STRINGS, ...hints.strings].filter(ok);
      const fallback = pool[0];
      const shaped = js.pattern
        ? fc.stringMatching(new RegExp(js.pattern))
        : fc.string({ minLength: js.minLength ?? 0, maxLength: Math.min(js.maxLength ?? 40, (js.minLength ?? 0) + 40) });
      return fc.oneof(...(pool.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...pool) }] : []), {
        weight: 2,
        arbitrary: shaped.map((s) => (ok(s) || fallback === undefined ? s : fallback)),
      });
    }
    case 'object': {
      const props = js.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, validArb(s, hints, { textual: opts.textual }, opts.fields?.[k])]),
      );
      const requiredKeys = (js.required ?? []).filter((k) => k in props);
      return fc.record(model, { requiredKeys: requiredKeys as never[] }) as fc.Arbitrary<FuzzValue>;
    }
    case 'array':
      return fc.array(validArb(js.items ?? {}, hints), { minLength: js.minItems ?? 0, maxLength: Math.min(js.maxItems ?? 4, 4) });
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Breaks of a value that almost passes. */
function nearMisses(js: JsonSchema, base: FuzzValue): FuzzValue[] {
  const out: FuzzValue[] = [];
  if (typeof base === 'string') {
    out.push(`${base}x`, ` ${base}`, `${base}\u0000`, `${base}\uD800`, base.slice(1), base.toUpperCase(), base.repeat(40), [base], {
      value: base,
    });
  }
  if (typeof base === 'number') out.push(String(base), base + 0.5, -base, base * 2 ** 31, [base], { value: base });
  if (js.maxLength !== undefined) out.push('m'.repeat(js.maxLength + 1));
  if (js.minLength) out.push('m'.repeat(js.minLength - 1));
  if (js.enum) {
    for (const e of js.enum) if (typeof e === 'string') out.push(e.toUpperCase(), ` ${e}`, `${e}\u0000`, `${e}x`);
  }
  const [lo, hi] = intRange(js);
  if (typeOf(js) === 'integer') out.push(lo - 1, hi + 1, String(lo - 1), String(hi + 1));
  return out;
}

/** A malformed value for a field of this schema. */
function junkArb(js: JsonSchema, base: FuzzValue, part: Part): fc.Arbitrary<FuzzValue> {
  const t = typeOf(js);
  const typed: FuzzValue[] =
    t === 'integer' || t === 'number' ? NUMBER_JUNK : t === 'boolean' ? BOOLEAN_JUNK : t === 'string' || js.enum ? STRING_JUNK : [];
  const near = nearMisses(js, base);
  const textual = part === 'body' ? [] : NUMERIC_TEXT_JUNK;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...typed, ...textual, ...(near.length > 0 ? near : [null])) },
    { weight: 2, arbitrary: fc.constantFrom(...STRUCTURE_JUNK, ...NUMBER_JUNK.slice(0, 8), ...STRING_JUNK.slice(5, 20)) },
    ...(part === 'params' ? [{ weight: 3, arbitrary: fc.constantFrom(...SEGMENT_JUNK) }] : []),
    { weight: 1, arbitrary: anyJunk },
  );
}

const anyJunk: fc.Arbitrary<FuzzValue> = fc.oneof(
  fc.constantFrom(...STRUCTURE_JUNK, ...NUMBER_JUNK, ...STRING_JUNK, ...BOOLEAN_JUNK),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<FuzzValue>,
  randomText,
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => new RawJson(n.toString())),
);

function keyArb(route: FuzzRoute, hints: FuzzHints): fc.Arbitrary<string> {
  const known = new Set<string>(hints.keys);
  for (const part of PARTS) for (const k of Object.keys(route.schema[part]?.properties ?? {})) known.add(k);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: randomText },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_NAMES) },
  );
}

interface Slot {
  part: Part;
  key: string;
  schema: JsonSchema;
  required: boolean;
}

function slotsOf(route: FuzzRoute): Slot[] {
  const out: Slot[] = [];
  for (const part of PARTS) {
    const js = route.schema[part];
    const required = new Set(js?.required ?? []);
    for (const [key, schema] of Object.entries(js?.properties ?? {})) out.push({ part, key, schema, required: required.has(key) });
  }
  return out;
}

export interface Base {
  params: FuzzObject;
  query: FuzzObject;
  body: FuzzObject | null;
}

function blank(base: Base, label: string): FuzzCase {
  return {
    label,
    params: { ...base.params },
    query: { ...base.query },
    arrays: 'repeat',
    rawQuery: '',
    body: base.body ? { ...base.body } : null,
    rawMembers: [],
    contentType: undefined,
    auth: 'normal',
    junkToken: '',
    signing: null,
    providerSignature: 'valid',
    headers: {},
  };
}

const partKey = (part: Part): keyof Base => (part === 'querystring' ? 'query' : part);

function withField(base: Base, part: Part, key: string, value: FuzzValue | undefined, label: string): FuzzCase {
  const c = blank(base, label);
  const target = part === 'params' ? c.params : part === 'querystring' ? c.query : (c.body as FuzzObject);
  if (value === undefined) delete target[key];
  else target[key] = value;
  return c;
}

export function preview(v: FuzzValue): string {
  if (v instanceof RawJson) return `raw ${v.text.length > 40 ? `${v.text.slice(0, 40)}…(${v.text.length})` : v.text}`;
  if (v instanceof RawSegment) return `segment ${v.text.length > 40 ? `${v.text.slice(0, 40)}…(${v.text.length})` : v.text}`;
  if (typeof v === 'string' && v.length > 40) return `${JSON.stringify(v.slice(0, 30))}…(${v.length} chars)`;
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  const text = toJsonText(v);
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
}

function mutationArb(route: FuzzRoute, hints: FuzzHints, base: Base): fc.Arbitrary<FuzzCase> {
  const slots = slotsOf(route);
  const required = slots.filter((s) => s.required);
  const isGet = route.method === 'GET';
  const extraTarget: Part = isGet ? 'querystring' : 'body';

  const breakOne =
    slots.length > 0
      ? fc.constantFrom(...slots).chain((slot) => {
          const current = base[partKey(slot.part)]?.[slot.key];
          return junkArb(slot.schema, current, slot.part).map((v) =>
            withField(base, slot.part, slot.key, v, `${slot.part}.${slot.key} ← ${preview(v)}`),
          );
        })
      : null;
  const drop =
    required.length > 0
      ? fc.constantFrom(...required).map((s) => withField(base, s.part, s.key, undefined, `drop ${s.part}.${s.key}`))
      : null;
  const unknown = fc
    .tuple(
      fc.dictionary(keyArb(route, hints), anyJunk, { minKeys: 1, maxKeys: 4 }),
      fc.option(fc.constantFrom(...RAW_MEMBERS), { nil: undefined }),
    )
    .map(([extra, member]) => {
      const c = blank(base, `extra ${extraTarget} fields ${preview(extra)}${member ? ` + ${member}` : ''}`);
      if (isGet) Object.assign(c.query, extra);
      else {
        c.body = { ...(c.body ?? {}), ...extra };
        if (member) c.rawMembers.push(member);
      }
      return c;
    });
  const transport = isGet
    ? fc.oneof(
        fc.constantFrom(...RAW_QUERY_JUNK).map((raw) => ({ ...blank(base, `raw query ${preview(raw)}`), rawQuery: raw })),
        fc.constant({ ...blank(base, 'arrays as JSON text'), arrays: 'json' as const }),
      )
    : fc.oneof(
        fc
          .constantFrom(...CONTENT_TYPE_JUNK, ...CONTENT_TYPE_MAYBE_JSON)
          .map((ct) => ({ ...blank(base, `content-type ${preview(ct)}`), contentType: ct })),
        fc
          .oneof(fc.constantFrom(...RAW_BODIES), fc.json(), randomText)
          .map((raw) => ({ ...blank(base, `raw body ${preview(raw)}`), body: new RawBody(raw) })),
        fc.constant({ ...blank(base, 'no body'), body: null }),
        fc.constant({ ...blank(base, 'body over the limit'), body: { ...(base.body ?? {}), pad: HUGE } }),
      );
  const auth = fc
    .tuple(
      fc.constantFrom<AuthMode>('none', 'junk', 'other', 'cookie', 'bearer'),
      fc.constantFrom(...TOKEN_JUNK),
      fc.constantFrom(...COOKIE_JUNK),
    )
    .map(([mode, token, cookie]) => {
      const c = blank(base, `auth ${mode}${mode === 'junk' ? ` ${preview(token)}` : mode === 'cookie' ? ` ${cookie}` : ''}`);
      c.auth = mode;
      c.junkToken = token;
      if (mode === 'cookie') c.headers.cookie = cookie;
      return c;
    });
  const signing = fc.constantFrom(...SIGNING_JUNK).map((s) => ({ ...blank(base, `signing ${preview(s)}`), signing: s }));
  const language = fc.tuple(fc.constantFrom(...LANGUAGE_JUNK), fc.boolean()).map(([lang, asParam]) => {
    const c = blank(base, `language ${asParam ? 'param' : 'header'} ${preview(lang)}`);
    if (!asParam) c.headers['system-language'] = lang;
    else if (isGet) c.query['app-language'] = lang;
    else c.body = { ...(c.body ?? {}), 'app-language': lang };
    return c;
  });

  return fc.oneof(
    ...(breakOne ? [{ weight: 12, arbitrary: breakOne }] : []),
    ...(drop ? [{ weight: 2, arbitrary: drop }] : []),
    { weight: 3, arbitrary: unknown },
    { weight: 1, arbitrary: fc.constant(blank(base, 'valid')) },
    { weight: 2, arbitrary: transport },
    { weight: 1, arbitrary: auth },
    { weight: 1, arbitrary: signing },
    { weight: 1, arbitrary: language },
  );
}

function randomArb(route: FuzzRoute, hints: FuzzHints): fc.Arbitrary<FuzzCase> {
  const keys = keyArb(route, hints);
  const segment = fc.oneof(fc.constantFrom(...SEGMENT_JUNK, ...NUMERIC_TEXT_JUNK), anyJunk);
  const params = fc.record(Object.fromEntries(route.paramNames.map((n) => [n, segment])) as Record<string, fc.Arbitrary<FuzzValue>>);
  const fields = fc.dictionary(keys, anyJunk, { maxKeys: 8 });
  return fc.record({ params, fields }).map(({ params, fields }) => {
    const base: Base = route.method === 'GET' ? { params, query: fields, body: null } : { params, query: {}, body: fields };
    return blank(base, `random ${preview(fields)}`);
  });
}

/** Provider callbacks: no request signing; a raw body and the provider's own signature header. */
function unsignedArb(route: FuzzRoute, hints: FuzzHints): fc.Arbitrary<FuzzCase> {
  const keys = keyArb(route, hints);
  const values = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...hints.strings, ...SAMPLE_STRINGS) },
    { weight: 3, arbitrary: anyJunk },
  );
  const objectBody = fc.dictionary(keys, values, { maxKeys: 6 });
  const fieldJunk = fc.oneof(fc.constantFrom(...STRING_JUNK, ...NUMBER_JUNK, ...STRUCTURE_JUNK), anyJunk);
  const examples = hints.examples[`${route.method} ${route.url}`] ?? [];
  const exampleParams = examples.flatMap((e) => (e.params ? [e.params] : []));
  const fromExample = fc.constantFrom<FuzzObject>(...examples.map((e) => e.body), {}).chain((example) => {
    const fields = Object.keys(example);
    if (fields.length === 0) return objectBody;
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(example) },
      { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...fields), fieldJunk).map(([k, v]) => ({ ...example, [k]: v })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...fields).map((k) => {
          const copy = { ...example };
          delete copy[k];
          return copy;
        }),
      },
      { weight: 1, arbitrary: fc.dictionary(keys, anyJunk, { minKeys: 1, maxKeys: 3 }).map((extra) => ({ ...example, ...extra })) },
    );
  });
  const rawBody = fc.oneof(fc.constantFrom(...RAW_BODIES), fc.json(), randomText).map((raw) => new RawBody(raw));
  const params = fc.oneof(...(exampleParams.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...exampleParams) }] : []), {
    weight: 1,
    arbitrary: route.schema.params ? (validArb(route.schema.params, hints) as fc.Arbitrary<FuzzObject>) : fc.constant({}),
  });
  const badParams = fc.record(
    Object.fromEntries(route.paramNames.map((n) => [n, fc.oneof(fc.constantFrom(...SEGMENT_JUNK), anyJunk)])) as Record<
      string,
      fc.Arbitrary<FuzzValue>
    >,
  );
  return fc
    .record({
      params: fc.oneof({ weight: 4, arbitrary: params }, { weight: 1, arbitrary: badParams }),
      body: fc.oneof({ weight: 4, arbitrary: fromExample }, { weight: 2, arbitrary: objectBody }, { weight: 2, arbitrary: rawBody }),
      sig: fc.constantFrom<FuzzCase['providerSignature']>('valid', 'valid', 'valid', 'none', 'junk', 'array'),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPE_JUNK, ...CONTENT_TYPE_MAYBE_JSON) },
      ),
      junk: fc.constantFrom(...SIGNATURE_HEADER_JUNK),
      member: fc.option(fc.constantFrom(...RAW_MEMBERS), { nil: undefined, freq: 5 }),
    })
    .map(({ params, body, sig, contentType, junk, member }) => {
      const shown = body instanceof RawBody ? `raw body ${preview(body.text)}` : `body ${preview(body)}`;
      const c = blank({ params: params as FuzzObject, query: {}, body: null }, `provider signature ${sig}, ${shown}`);
      c.body = body;
      c.providerSignature = sig;
      c.contentType = contentType;
      c.junkToken = junk;
      if (member) c.rawMembers.push(member);
      return c;
    });
}

/** A request the route's schemas accept (mostly: refinements JSON Schema cannot say may still refuse it). */
export function validRequestArb(route: FuzzRoute, hints: FuzzHints): fc.Arbitrary<Base> {
  const part = (p: Part) =>
    route.schema[p]
      ? (validArb(route.schema[p]!, hints, { fields: route.fields[p], textual: p !== 'body' }) as fc.Arbitrary<FuzzObject>)
      : fc.constant({});
  return fc.record({
    params: part('params'),
    query: route.method === 'GET' ? part('querystring') : fc.constant({}),
    body: route.method === 'GET' ? fc.constant(null) : part('body'),
  });
}

/** Requests for one route: mostly a valid request with one thing broken, some fully random. */
export function caseArb(route: FuzzRoute, hints: FuzzHints): fc.Arbitrary<FuzzCase> {
  if (!route.signed) return unsignedArb(route, hints);
  return fc.oneof(
    { weight: 4, arbitrary: validRequestArb(route, hints).chain((b) => mutationArb(route, hints, b)) },
    { weight: 1, arbitrary: randomArb(route, hints) },
  );
}

// ---------------------------------------------------------------------------------------------
// Turning a case into a signed request

/** JSON text of a value; RawJson is written as it is. */
export function toJsonText(v: FuzzValue): string {
  if (v instanceof RawJson) return v.text;
  if (v instanceof RawSegment) return JSON.stringify(v.text);
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : toJsonText(x))).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const members = Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${JSON.stringify(k)}:${toJsonText(x)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** A value as text in a query or a path (what a client puts there). */
function scalarText(v: FuzzValue): string {
  if (v instanceof RawJson || v instanceof RawSegment) return v.text;
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return toJsonText(v);
  return String(v);
}

/** Percent-encoding that also writes lone surrogates (as their WTF-8 bytes), which encodeURIComponent refuses. */
export function encodeComponent(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    // a lone surrogate: byte by byte below
  }
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

function decodeOrKeep(s: string): string {
  try {
    return decodeURIComponent(s) || s;
  } catch {
    return s;
  }
}

/** What the server's query parser (fast-querystring, via find-my-way) makes of a query string. */
export function parseQueryLikeServer(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const pair of qs.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    let key = eq >= 0 ? pair.slice(0, eq) : pair;
    let value = eq >= 0 ? pair.slice(eq + 1) : '';
    if (eq < 0 && key === '') continue;
    key = key.replace(/\+/g, ' ');
    value = value.replace(/\+/g, ' ');
    if (key.includes('%')) key = decodeOrKeep(key);
    if (value.includes('%') || value.includes('=')) value = decodeOrKeep(value);
    const current = out[key];
    if (current === undefined) out[key] = value;
    else if (Array.isArray(current)) current.push(value);
    else out[key] = [current, value];
  }
  return out;
}

export interface SendContext {
  /** seconds, from the app's clock */
  timestamp: number;
  nonce: string;
  accessKey: string;
  secret: string;
  /** the token the route needs (user or admin), and one of the other kind */
  token: string | null;
  otherToken: string | null;
  /** the provider's signature of a callback body, for unsigned routes */
  providerSign(route: FuzzRoute, path: string, body: string): string | null;
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string;
  /** the request is malformed: a 0 answer is wrong */
  expectError: boolean;
  /** the statuses the answer may have (body over the limit: 4000) */
  expectStatus?: readonly number[];
  /** the request carries a NUL or a lone surrogate in some text */
  unstorable: boolean;
  /** the token sent, to tell whether a 2001 / -3 answer means the session ended */
  token: string | null;
}

function trySign(view: Record<string, unknown>, secret: string): string | null {
  try {
    return computeSign(view, secret);
  } catch {
    return null; // e.g. nesting JSON.stringify cannot render: the request cannot be signed
  }
}

function hasUnstorable(v: unknown, depth = 0): boolean {
  if (depth > 50) return false;
  if (typeof v === 'string') return hasUnstorableText(v);
  if (Array.isArray(v)) return v.some((x) => hasUnstorable(x, depth + 1));
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => hasUnstorableText(k) || hasUnstorable(x, depth + 1));
  return false;
}

const rejects = (v: Validator | undefined, value: unknown) => v !== undefined && !v.safeParse(value).success;

export function buildRequest(route: FuzzRoute, c: FuzzCase, s: SendContext): BuiltRequest {
  let expectError = false;
  let unstorable = false;
  // path
  let paramsKnown = true;
  const paramsView: Record<string, string> = {};
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => {
    const v = c.params[name];
    if (v instanceof RawSegment) {
      paramsKnown = false;
      return v.text;
    }
    const text = scalarText(v);
    if (hasUnstorableText(text)) paramsKnown = false; // the router refuses what it cannot decode
    paramsView[name] = text;
    return encodeComponent(text);
  });
  if (paramsKnown && rejects(route.zod.params, paramsView)) expectError = true;
  unstorable ||= hasUnstorable(paramsView);

  const headers: Record<string, string | string[]> = { ...c.headers };
  const signingField = (key: string, fallback: FuzzValue): FuzzValue => (c.signing && key in c.signing ? c.signing[key] : fallback);
  /** the signing fields a signed call carries besides `sign` (null: the case leaves one out) */
  const signingFields = () =>
    [
      ['timestamp', signingField('timestamp', s.timestamp)],
      ['nonce', signingField('nonce', s.nonce)],
      ['access_key', signingField('access_key', s.accessKey)],
    ] as const;
  /** broken signing fields: an error unless they came out as a valid signature after all (`nonce=1234567890123456` in a query) */
  const signingBroken = (view: Record<string, unknown>, computed: string | null) =>
    !(
      typeof view.nonce === 'string' &&
      NONCE_PATTERN.test(view.nonce) &&
      view.access_key === s.accessKey &&
      String(view.timestamp) === String(s.timestamp) &&
      computed !== null &&
      view.sign === computed
    );

  // query
  const pairs: string[] = [];
  const addPair = (k: string, v: FuzzValue) => {
    if (v === undefined) return;
    if (Array.isArray(v) && c.arrays === 'repeat') {
      for (const x of v) pairs.push(`${encodeComponent(k)}=${encodeComponent(scalarText(x))}`);
      if (v.length === 0) pairs.push(`${encodeComponent(k)}=`);
    } else pairs.push(`${encodeComponent(k)}=${encodeComponent(scalarText(v))}`);
  };
  for (const [k, v] of Object.entries(c.query)) addPair(k, v);
  if (c.rawQuery) pairs.push(c.rawQuery);

  let url = path;
  let payload: string | undefined;
  let expectStatus: readonly number[] | undefined;

  if (route.method === 'GET') {
    if (route.signed) {
      for (const [k, v] of signingFields()) {
        if (v !== null) addPair(k, v);
      }
    }
    const view = parseQueryLikeServer(pairs.join('&'));
    if (route.signed) {
      const computed = trySign(view, s.secret);
      const sign = signingField('sign', computed ?? 'UNSIGNABLE');
      if (sign === 'UNSIGNABLE') expectError = true;
      if (sign !== null) addPair('sign', sign);
      if (c.signing && signingBroken(parseQueryLikeServer(pairs.join('&')), computed)) expectError = true;
    }
    if (rejects(route.zod.querystring, view)) expectError = true;
    unstorable ||= hasUnstorable(view);
    if (pairs.length > 0) url = `${path}?${pairs.join('&')}`;
  } else {
    if (pairs.length > 0) url = `${path}?${pairs.join('&')}`;
    const body = c.body;
    if (body === null) {
      if (route.signed) expectError = true;
    } else if (body instanceof RawBody) {
      payload = body.text;
      if (route.signed) expectError = true;
      unstorable ||= hasUnstorableText(payload);
    } else {
      const members = Object.entries(body as FuzzObject)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
      members.push(...c.rawMembers);
      if (route.signed) {
        for (const [k, v] of signingFields()) {
          if (v !== null) members.push(`${JSON.stringify(k)}:${toJsonText(v)}`);
        }
      }
      let view: unknown;
      try {
        view = JSON.parse(`{${members.join(',')}}`);
      } catch {
        view = undefined;
      }
      if (route.signed) {
        const computed = view && typeof view === 'object' ? trySign(view as Record<string, unknown>, s.secret) : null;
        const sign = signingField('sign', computed ?? 'UNSIGNABLE');
        if (sign === 'UNSIGNABLE') expectError = true;
        if (sign !== null) members.push(`"sign":${toJsonText(sign)}`);
        if (view && typeof view === 'object' && sign !== null) (view as Record<string, unknown>).sign = sign;
        if (c.signing && (!view || typeof view !== 'object' || signingBroken(view as Record<string, unknown>, computed)))
          expectError = true;
      }
      if (view === undefined || rejects(route.zod.body, view)) expectError = true;
      unstorable ||= hasUnstorable(view);
      payload = `{${members.join(',')}}`;
    }
    if (payload !== undefined) {
      if (c.contentType === undefined) headers['content-type'] = 'application/json';
      // routing comes before the body: a path that matches no route is a 4004 whatever the body
      const oddPath = !paramsKnown || Object.values(paramsView).some((v) => v === '' || v === '.' || v === '..' || v.length > 200);
      if (Buffer.byteLength(payload) > BODY_LIMIT) expectStatus = oddPath ? [4000, 4004] : [4000];
    }
    if (c.contentType !== undefined) {
      if (c.contentType !== null) headers['content-type'] = c.contentType;
      // signed routes read their parameters from a JSON object only; a callback's parser takes any text
      if (route.signed && !CONTENT_TYPE_MAYBE_JSON.includes(c.contentType as string)) expectError = true;
    }
  }

  if (!route.signed) {
    if (c.providerSignature === 'valid' && payload !== undefined) {
      const signature = s.providerSign(route, path, payload);
      if (signature) headers['x-sandbox-signature'] = signature;
      else expectError = true;
    } else {
      expectError = true;
      if (c.providerSignature === 'junk') headers['x-sandbox-signature'] = c.junkToken;
      if (c.providerSignature === 'array') headers['x-sandbox-signature'] = [c.junkToken, 'x'];
    }
  }

  // who calls
  let token: string | null = null;
  if (route.auth !== 'none') {
    const needsToken = route.auth === 'user' || route.auth === 'admin';
    if ((c.auth === 'normal' || c.auth === 'bearer') && s.token) {
      token = s.token;
      if (c.auth === 'normal') headers['access-token'] = token;
      else headers.authorization = `Bearer ${token}`;
    }
    if (c.auth === 'junk') headers['access-token'] = c.junkToken;
    else if (c.auth === 'other' && s.otherToken) headers['access-token'] = s.otherToken;
    if (needsToken && token === null) expectError = true;
  }

  return { method: route.method, url, headers, payload, expectError, expectStatus, unstorable, token };
}

// ---------------------------------------------------------------------------------------------
// Judging an answer

// (patterns stay linear: answers may echo a megabyte of input)
const ALWAYS_LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\n\s+at |\bat (?:async )?[\w$.<>]{1,200} \(/],
  ['file path', /\/work\/|node_modules|\.[cm]?[jt]s:\d+|\/src\/(?:modules|platform|test)\//],
];
const ERROR_LEAKS: Array<[string, RegExp]> = [
  [
    'database text',
    /\bPGlite\b|\bpg\b|\bpostgres|\bsql\b|relation "|syntax error|invalid input|violates|duplicate key|out of range for type|invalid byte sequence|unterminated|SQLSTATE|\bselect\b[\s\S]{0,200}\bfrom\b/i,
  ],
  [
    'JS error',
    /\b(?:Type|Range|Reference|Syntax|URI|Eval)Error\b|Unexpected token|Maximum call stack|is not a function|Cannot read propert|undefined is not/,
  ],
  ['framework error', /"statusCode"\s*:|"error"\s*:\s*"/],
];

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with an answer (empty when nothing). */
export function checkResponse(req: BuiltRequest, res: Answer): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}`);
  const contentType = String(res.headers['content-type'] ?? '');
  // a console export answers its spreadsheet: well-formed filters only
  if (res.statusCode === 200 && contentType.includes('spreadsheetml')) {
    if (req.expectError) problems.push('malformed request answered with a file');
    return problems;
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    parsed = null;
  }
  if (!contentType.includes('application/json')) problems.push(`content-type ${contentType || 'none'}`);
  const env = parsed as { status?: unknown; msg?: unknown; data?: unknown } | null;
  const status = env && typeof env === 'object' && typeof env.status === 'number' ? env.status : null;
  if (status === null || typeof env?.msg !== 'string' || !('data' in env)) {
    problems.push('not the {status, msg, data} envelope');
  } else {
    if (status >= 5000) problems.push(`status ${status}`);
    if (req.expectError && status === 0) problems.push('malformed request answered 0');
    if (req.expectStatus && !req.expectStatus.includes(status))
      problems.push(`status ${status}, expected ${req.expectStatus.join(' or ')}`);
  }
  const text = res.body;
  const leaks = status === 0 ? ALWAYS_LEAKS : [...ALWAYS_LEAKS, ...ERROR_LEAKS];
  for (const [name, re] of leaks) {
    const m = re.exec(text);
    if (m) problems.push(`leaks ${name}: ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 60))}`);
  }
  return problems;
}

/** 32-bit hash of a text (per-route seeds that do not depend on route order). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}
