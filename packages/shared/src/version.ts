/** Compares dotted version numbers: "1.10.0" > "1.9.9"; missing parts count as 0; non-numeric parts as 0. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = String(a).trim().split('.');
  const pb = String(b).trim().split('.');
  const len = Math.max(pa.length, pb.length);
  for (let i = 0; i < len; i++) {
    const x = Number.parseInt(pa[i] ?? '0', 10) || 0;
    const y = Number.parseInt(pb[i] ?? '0', 10) || 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}
