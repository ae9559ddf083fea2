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
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
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
    previous2 = previous;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : -1;
}
