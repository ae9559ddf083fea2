import { describe, expect, it } from 'vitest';
import { readExplodedView } from './drawing';

describe('readExplodedView', () => {
  it('takes the size from the viewBox and a ring from each circle placed by cx and cy, in order', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 400 300">' +
      '<g transform="translate(150 50)"><circle r="18"/><circle cx="34" r="10"/></g>' +
      '<circle cx="300" cy="50" r="18" fill="#fff"/><circle r="9" cy="120.5" cx="310"/></svg>';
    expect(readExplodedView(svg)).toEqual({
      width: 400,
      height: 300,
      rings: [
        { x: 300, y: 50 },
        { x: 310, y: 120.5 },
      ],
    });
  });

  it('falls back to the width and height without a viewBox, and refuses a drawing without a size', () => {
    expect(
      readExplodedView('<svg width="200" height="100"><circle cx="1" cy="2" r="3"/></svg>'),
    ).toEqual({
      width: 200,
      height: 100,
      rings: [{ x: 1, y: 2 }],
    });
    expect(readExplodedView('<svg><circle cx="1" cy="2" r="3"/></svg>')).toBeUndefined();
    expect(readExplodedView('not a drawing')).toBeUndefined();
  });
});
