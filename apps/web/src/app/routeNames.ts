/** Route names must be unique per table (spec 2); duplicates are reported in debug mode. */
export function findDuplicateNames(defs: ReadonlyArray<{ name: string }>): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const { name } of defs) {
    if (seen.has(name)) dup.add(name);
    seen.add(name);
  }
  return [...dup];
}
