import { REGION_TIME_ZONES } from './brands';

/**
 * A renderer's first Intl formatter is slow: it loads the ICU data (numbers, calendars, time
 * zones), 20–70 ms on a desktop core, several times that on a phone, in whichever task asks first
 * (a page's take-over, i18next's plural rules). That data is shared by the whole renderer process,
 * so a worker that asks first takes the cost off the main thread: measured, the main thread's first
 * currency formatter then took 0.1 ms instead of 23–200 ms. The worker builds the formatters the
 * pages use (currency, compact numbers, dates in each region's zone, plural rules) in `self.name`'s
 * language and closes. Plain ES5: the server inlines it in the HTML it sends (apps/server/src/
 * platform/page-render.ts: in the after-paint loader of a rendered page, else at the end of the body),
 * so it costs the pages' bundles nothing.
 */
export const INTL_WARM_WORKER = `var l=self.name||'en';try{new Intl.NumberFormat(l,{style:'currency',currency:'JPY'}).format(1);new Intl.NumberFormat(l,{notation:'compact'}).format(12345);${JSON.stringify(
  Object.values(REGION_TIME_ZONES),
)}.forEach(function(z){new Intl.DateTimeFormat(l,{timeZone:z,dateStyle:'medium',timeStyle:'short'}).format(0)});new Intl.PluralRules(l).select(1)}catch(e){}close()`;

/**
 * The statement that starts the worker in `lang` (an expression of the page's script): a blob
 * worker, allowed by the CSP's `worker-src blob:`. Where workers or blobs are missing it does
 * nothing.
 */
export function intlWarmStatement(lang: string): string {
  return `try{new Worker(URL.createObjectURL(new Blob([${JSON.stringify(INTL_WARM_WORKER)}],{type:'text/javascript'})),{name:${lang}})}catch(e){}`;
}
