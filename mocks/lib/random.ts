// Deterministic pseudo-random numbers for the mock seed: the same seed always yields the same sequence, so the
// seeded database is identical on every run (tests, dev reloads, screenshots). Never use Math.random() in mocks
// data generation; take an Rng instead.

/** A source of floats in [0, 1). */
export type RandomSource = () => number

/** mulberry32: a small, fast 32-bit generator, good enough for fake data (not for anything secret). */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Convenience helpers over one mulberry32 stream. */
export class Rng {
  readonly #next: RandomSource

  constructor(seed: number) {
    this.#next = mulberry32(seed)
  }

  /** Float in [0, 1). */
  next(): number {
    return this.#next()
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.#next() * (max - min)
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    const low = Math.ceil(min)
    const high = Math.floor(max)
    if (high < low) throw new RangeError(`Rng.int: empty range [${min}, ${max}]`)
    return low + Math.floor(this.#next() * (high - low + 1))
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list')
    return items[Math.floor(this.#next() * items.length)] as T
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.#next() < p
  }

  /** A shuffled copy (Fisher–Yates); the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.#next() * (i + 1))
      const swap = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = swap
    }
    return copy
  }

  /** n distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(n, items.length)))
  }
}
