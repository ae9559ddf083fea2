// How many letters a typed word may get wrong and still find a catalogue word, and the distance check itself.

const DIGIT = /\d/;

/**
 * The spelling mistakes forgiven in a typed word, by its length, as Typesense and Algolia do: none below 4 letters
 * (`tap` and `tab` are different words), one from 4 letters, two from 8. A word holding a digit is a model or part
 * number and must be typed right: `T35590` is never `T35591`.
 *
 * @example
 * typoBudget('tap') // 0
 * typoBudget('showr') // 1
 * typoBudget('showerhead') // 2
 * typoBudget('t35590') // 0
 */
export function typoBudget(word: string): 0 | 1 | 2 {
  if (DIGIT.test(word)) return 0;
  const length = [...word].length;
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The three rows of the distance table, kept between calls and grown when a longer word comes: a search checks each
 * new typed word against every catalogue word (about 1,150), and fresh arrays for each row of each check were the
 * most of a cold search's garbage. Safe to share: the function runs to its end without yielding.
 */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The edit distance between two words when it is at most `max` (a letter added, dropped, changed, or two
 * neighbours swapped each count one), else -1. Stops as soon as the distance must exceed `max`, so checking a
 * typed word against a catalogue's few thousand words costs microseconds.
 *
 * @example
 * editDistanceWithin('showr', 'shower', 1) // 1
 * editDistanceWithin('kichen', 'kitchen', 1) // 1
 * editDistanceWithin('mxier', 'mixer', 1) // 1 (a swap)
 * editDistanceWithin('tap', 'towel', 1) // -1
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return -1;
  if (rows[0]!.length < b.length + 1)
    rows = [0, 1, 2].map(() => new Int32Array(b.length + 1)) as typeof rows;
  // The row two back (for a swap), the row before, and the row being filled; rotated after each letter of `a`.
  let [previous2, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return -1;
    const oldest = previous2;
    previous2 = previous;
    previous = current;
    current = oldest;
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : -1;
}
