/** A small seeded PRNG (mulberry32): the demo data is the same on every machine and every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  const chance = (probability: number) => next() < probability;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const result: T[] = [];
    while (result.length < count && pool.length > 0) result.push(...pool.splice(Math.floor(next() * pool.length), 1));
    return result;
  };
  /** Long digit strings, like the real service's ids (beyond Number's safe integers on purpose). */
  const digitId = () => {
    let id = String(int(1, 9));
    for (let i = 0; i < 18; i += 1) id += String(int(0, 9));
    return id;
  };
  return { next, int, pick, chance, sample, digitId };
}

export type Random = ReturnType<typeof createRandom>;
