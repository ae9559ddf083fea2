import { describe, expect, it } from 'vitest';
import { AREAS, member, members } from './check';

describe('member', () => {
  it('passes a member of the union through', () => {
    expect(member(AREAS, 'kitchen', 'x.json', 'one')).toBe('kitchen');
    expect(members(AREAS, ['bathroom', 'kitchen'], 'x.json', 'one')).toEqual([
      'bathroom',
      'kitchen',
    ]);
  });

  it('throws naming the file and the record for anything else', () => {
    expect(() => member(AREAS, 'garden', 'x.json', 'one')).toThrow(
      'x.json, one: "garden" is not one of bathroom, kitchen',
    );
    expect(() => members(AREAS, ['bathroom', 'toString'], 'x.json', 'two')).toThrow(
      'x.json, two: "toString"',
    );
  });
});
