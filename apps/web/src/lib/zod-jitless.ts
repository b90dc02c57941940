/**
 * Imported first by each entry point. zod probes for `new Function` (its JIT) on first parse;
 * under our CSP (no 'unsafe-eval') that probe is reported as a violation on every page. zod reads
 * its configuration from this global when it loads (the same object `z.config()` writes), so
 * setting it here turns the JIT and its probe off without pulling zod into the entry chunk.
 * Parsing without the JIT is fast enough for the few responses a page checks.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
