/**
 * Seeded pseudo-random numbers for the demo content (mulberry32): the same seed gives the same
 * sequence on every machine. Nothing in the demo generator uses Math.random or the clock.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `n` distinct items (order random); all of them when n >= length. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const k = Math.min(n, copy.length);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, k);
  }

  /** Index chosen with the given weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Heavy-tailed (Pareto) value >= 1 with shape alpha (smaller = heavier tail). */
  pareto(alpha: number): number {
    return Math.pow(1 - this.next(), -1 / alpha);
  }

  /** A derived generator (independent stream) for a sub-task. */
  fork(salt: number): Rng {
    return new Rng(hash32(this.state ^ Math.imul(salt >>> 0, 0x9e3779b1)));
  }
}

/** A 32-bit integer hash (for deriving seeds). */
export function hash32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Seed for a named stream: the same (seed, name) always gives the same stream. */
export function streamSeed(seed: number, name: string): number {
  let h = hash32(seed);
  for (let i = 0; i < name.length; i++) h = hash32(h ^ name.charCodeAt(i));
  return h;
}
