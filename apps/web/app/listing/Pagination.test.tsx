import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('links every page of a short listing', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(7, 14)).toEqual([1, null, 6, 7, 8, null, 14]);
    expect(pageWindow(1, 14)).toEqual([1, 2, null, 14]);
  });
});
