/**
 * A multiset of scores answering "how many are strictly greater than s" in O(√n) without scanning
 * the board: sorted blocks of at most BLOCK_MAX numbers (a bucketed order-statistic structure).
 * 1,000,000 scores → ~1,000 blocks; an update moves at most one block's tail.
 */
const BLOCK_MAX = 2048;

function upperBound(a: number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function lowerBound(a: number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class SortedScores {
  private blocks: number[][] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Builds from any list at once (sorting once is far cheaper than n inserts). */
  static from(scores: number[]): SortedScores {
    const s = new SortedScores();
    const sorted = Float64Array.from(scores).sort();
    for (let i = 0; i < sorted.length; i += BLOCK_MAX / 2) s.blocks.push(Array.from(sorted.subarray(i, i + BLOCK_MAX / 2)));
    s.count = sorted.length;
    return s;
  }

  private blockFor(x: number): number {
    // first block whose last element is ≥ x (or the last block)
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const b = this.blocks[mid]!;
      if (b[b.length - 1]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(x: number): void {
    this.count++;
    if (this.blocks.length === 0) {
      this.blocks.push([x]);
      return;
    }
    const bi = this.blockFor(x);
    const b = this.blocks[bi]!;
    b.splice(upperBound(b, x), 0, x);
    if (b.length > BLOCK_MAX) this.blocks.splice(bi, 1, b.slice(0, BLOCK_MAX / 2), b.slice(BLOCK_MAX / 2));
  }

  /** Removes one occurrence; returns false when absent. */
  remove(x: number): boolean {
    if (this.blocks.length === 0) return false;
    const bi = this.blockFor(x);
    const b = this.blocks[bi]!;
    const i = lowerBound(b, x);
    if (b[i] !== x) return false;
    b.splice(i, 1);
    if (b.length === 0) this.blocks.splice(bi, 1);
    this.count--;
    return true;
  }

  countGreater(x: number): number {
    let n = 0;
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const b = this.blocks[i]!;
      if (b[0]! > x) {
        n += b.length;
        continue;
      }
      n += b.length - upperBound(b, x);
      break;
    }
    return n;
  }

  /** The smallest score strictly greater than x, or null. */
  nextAbove(x: number): number | null {
    for (let i = 0; i < this.blocks.length; i++) {
      const b = this.blocks[i]!;
      if (b[b.length - 1]! <= x) continue;
      return b[upperBound(b, x)]!;
    }
    return null;
  }

  min(): number | null {
    return this.blocks[0]?.[0] ?? null;
  }
}
