import { expect, it } from 'vitest';

/**
 * Table-driven checks of a pure rule (test helper, not part of the package's exports): each row is
 * the arguments of one call followed by the answer expected (compared with `toEqual`).
 */
type Call = (...args: never[]) => unknown;
export type AnswerRow<F extends Call> = readonly [...Parameters<F>, ReturnType<F>];

function check<F extends Call>(fn: F, row: readonly unknown[]) {
  const args = row.slice(0, -1) as Parameters<F>;
  expect(fn(...args), `${fn.name}(${args.map((a) => JSON.stringify(a)).join(', ')})`).toEqual(row[row.length - 1]);
}

/** One test a row, named by `title` (it.each's placeholders take the row's values in order). */
export function itAnswers<F extends Call>(fn: F, rows: ReadonlyArray<AnswerRow<F>>, title = '%s → %s'): void {
  it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => check(fn, row));
}

/** Every row inside the current test. */
export function expectAnswers<F extends Call>(fn: F, rows: ReadonlyArray<AnswerRow<F>>): void {
  for (const row of rows) check(fn, row);
}
