// The beacon's names are looked up as the table's own entries only (issue 41): a name every object inherits is refused.
import { describe, expect, it } from 'vitest';
import { readVitals } from './vitals';

describe('readVitals', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'refuses %s as a metric name',
    (name) => {
      const text = `{"page":"home","connection":"4g","metrics":{"${name}":1}}`;
      expect(readVitals(text)).toEqual({ error: `Unknown metric: ${name}` });
    },
  );

  it('takes the four figures it knows', () => {
    const text =
      '{"page":"home","connection":"4g","metrics":{"LCP":900,"INP":40,"TTFB":120,"CLS":0.02}}';
    expect(readVitals(text)).toMatchObject({ page: 'home', connection: '4g' });
  });
});
