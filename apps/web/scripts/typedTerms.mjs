// Search terms as visitors type them, for `pnpm bench` (issue 27): the prefixes a person produces while typing a
// phrase, phrases of two and three words, misspellings, Hindi and Hinglish, and models typed with spaces and dashes.
// Made from the catalogue's own products with a fixed seed, so two runs ask the same terms in the same order; all
// distinct, so a run never asks a term twice while it has terms left.

/** mulberry32: a small, fast, seeded generator (the same sequence for the same seed). */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (text) =>
  text
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Words in Hindi and Hinglish that visitors type beside or instead of the catalogue's (see search-vocabulary). */
const HINDI = [
  'नल',
  'रसोई का नल',
  'रसोई',
  'शावर',
  'बाथरूम',
  'बेसिन',
  'बेसिन नल',
  'काला',
  'सुनहरा',
  'kitchen ka nal',
  'nal',
  'bathroom ka nal',
  'shower wala',
];

/** One or two letters wrong, as thumbs on a phone make them: a letter dropped, doubled, swapped or replaced. */
function misspell(word, random) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.slice(0, i) + letters[Math.floor(random() * 26)] + word.slice(i + 1);
  }
}

/**
 * Up to `count` distinct terms of at least 3 characters from the catalogue's products (items of
 * /get/products/filter/all), in a shuffled order mixing every kind.
 */
export function typedTerms(items, { count = 200_000, seed = 27 } = {}) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const phrases = [
    ...new Set(
      items.flatMap((item) => {
        const w = words(`${item.name} ${item.description ?? ''}`).filter((x) => !/^\d+$/.test(x));
        const out = [];
        for (let i = 0; i + 1 < w.length; i++) {
          out.push(`${w[i]} ${w[i + 1]}`);
          if (i + 2 < w.length) out.push(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
        }
        return out;
      }),
    ),
  ];
  const vocabulary = [...new Set(items.flatMap((item) => words(item.name)))].filter(
    (w) => w.length >= 4 && !/\d/.test(w),
  );
  const models = [...new Set(items.map((item) => item.model))];
  const kinds = [
    // Every prefix of a phrase, as the dialog asks while it is typed (from 3 characters).
    () => {
      const phrase = pick(phrases);
      return Array.from({ length: phrase.length - 2 }, (_, i) => phrase.slice(0, i + 3));
    },
    // A phrase of two or three words, whole.
    () => [pick(phrases)],
    // A phrase with a misspelt word, and a misspelt word alone.
    () => {
      const phrase = pick(phrases).split(' ');
      const i = Math.floor(random() * phrase.length);
      if (phrase[i].length >= 4) phrase[i] = misspell(phrase[i], random);
      const word = pick(vocabulary);
      return [phrase.join(' '), misspell(word, random)];
    },
    // Hindi or Hinglish, alone or beside a catalogue word, and its prefixes.
    () => {
      const hindi = pick(HINDI);
      const term = random() < 0.5 ? `${hindi} ${pick(vocabulary)}` : `${pick(vocabulary)} ${hindi}`;
      return [term, term.slice(0, Math.max(3, Math.floor(term.length * random())))];
    },
    // A model typed loosely: lower case, a space or a dash after the letters, its finish part dropped or kept.
    () => {
      const model = pick(models);
      const match = /^([A-Z]+)-?(\d+)(.*)$/.exec(model);
      if (!match) return [model.toLowerCase()];
      const [, letters, digits, rest] = match;
      return [
        `${letters} ${digits}${rest}`,
        `${letters.toLowerCase()}-${digits}`,
        `${letters.toLowerCase()}${digits}${rest.toLowerCase()}`,
        `${letters}${digits.slice(0, Math.max(2, digits.length - 1))}`,
      ];
    },
  ];
  const terms = new Set();
  // Stops when the catalogue yields nothing new for a long while (a small catalogue has fewer distinct terms).
  for (let stale = 0; terms.size < count && stale < 50_000;) {
    const before = terms.size;
    for (const term of pick(kinds)()) {
      if ([...term.trim()].length >= 3 && terms.size < count) terms.add(term.trim());
    }
    stale = terms.size === before ? stale + 1 : 0;
  }
  return [...terms];
}
