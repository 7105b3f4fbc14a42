// One candidate's measurement, run in a fresh `node --expose-gc` (run.ts): builds its index over the
// same synthetic library and times the queries a person types, keystroke by keystroke.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { candidate: { type: 'string' }, meetings: { type: 'string' }, turns: { type: 'string' } },
});
const MEETINGS = Number(values.meetings);
const TURNS = Number(values.turns);

// A deterministic corpus: words of 2–4 syllables, drawn with a skew so some are common, as in speech.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'te',
  'son',
  'vel',
  'dar',
  'pri',
  'ya',
  'no',
  'ex',
  'tor',
  'lin',
  'qu',
  'ber',
  'sta',
  'ment',
  'ion',
  're',
];
const vocabulary = Array.from({ length: 6000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''),
);
const word = () => vocabulary[Math.floor(Math.pow(random(), 2.2) * vocabulary.length)];
const words = (n) => Array.from({ length: n }, word).join(' ');
const docs = [];
for (let m = 0; m < MEETINGS; m += 1) {
  docs.push({ id: `${m}:title`, text: words(4) });
  docs.push({ id: `${m}:summary`, text: words(150) });
  for (let t = 0; t < TURNS; t += 1) docs.push({ id: `${m}:${t}`, text: words(6 + Math.floor(random() * 24)) });
}
const wordCount = docs.reduce((n, d) => n + d.text.split(' ').length, 0);

// What a person types: each keystroke of a common and a rare two-word query.
const typed = (phrase) => Array.from({ length: phrase.length }, (_, i) => phrase.slice(0, i + 1)).filter((q) => q.trim().length > 1);
const QUERIES = [...typed(`${vocabulary[12]} ${vocabulary[40]}`), ...typed(`${vocabulary[4000]} ${vocabulary[2500]}`)];

const split = (q) => q.toLowerCase().split(/\s+/).filter(Boolean);

const CANDIDATES = {
  async minisearch() {
    const { default: MiniSearch } = await import('minisearch');
    const index = new MiniSearch({ fields: ['text'], idField: 'id' });
    index.addAll(docs);
    return (q) => index.search(q, { prefix: (term, i, terms) => i === terms.length - 1, combineWith: 'AND' }).slice(0, 50).length;
  },
  async 'flexsearch-forward'() {
    const { default: FlexSearch } = await import('flexsearch');
    const index = new FlexSearch.Index({ tokenize: 'forward' });
    docs.forEach((d, i) => index.add(i, d.text));
    return (q) => index.search(q, { limit: 50 }).length;
  },
  // Whole words indexed; the word being typed completed from the index's own vocabulary (sorted,
  // binary search), its 20 commonest completions searched and joined with the other words' hits.
  async 'flexsearch-strict'() {
    const { default: FlexSearch } = await import('flexsearch');
    const index = new FlexSearch.Index({ tokenize: 'strict' });
    const frequency = new Map();
    docs.forEach((d, i) => {
      index.add(i, d.text);
      for (const w of split(d.text)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    });
    const sorted = [...frequency.keys()].sort();
    const completions = (prefix) => {
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < prefix) lo = mid + 1;
        else hi = mid;
      }
      const found = [];
      for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i += 1) found.push(sorted[i]);
      return found.sort((a, b) => frequency.get(b) - frequency.get(a)).slice(0, 20);
    };
    return (q) => {
      const terms = split(q);
      const last = terms.pop();
      const whole = terms.length ? new Set(index.search(terms.join(' '), { limit: 10_000 })) : null;
      const hits = new Set();
      for (const completion of completions(last)) {
        for (const id of index.search(completion, { limit: 10_000 })) if (!whole || whole.has(id)) hits.add(id);
        if (hits.size >= 50) break;
      }
      return hits.size;
    };
  },
  async orama() {
    const { create, insertMultiple, search } = await import('@orama/orama');
    const db = create({ schema: { id: 'string', text: 'string' } });
    await insertMultiple(db, docs, 5000);
    return async (q) => (await search(db, { term: q, limit: 50 })).hits.length;
  },
};

const heap = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const before = heap();
let started = performance.now();
const query = await CANDIDATES[values.candidate]();
const buildMs = performance.now() - started;
const heapBytes = heap() - before;
const times = [];
for (let round = 0; round < 3; round += 1) {
  for (const q of QUERIES) {
    started = performance.now();
    await query(q);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    candidate: values.candidate,
    documents: docs.length,
    words: wordCount,
    buildMs: Math.round(buildMs),
    heapMB: Math.round(heapBytes / 1e6),
    queryMedianMs: Number(times[times.length >> 1].toFixed(1)),
    queryP95Ms: Number(times[Math.floor(times.length * 0.95)].toFixed(1)),
    queryMaxMs: Number(times.at(-1).toFixed(1)),
  }),
);
