import { style } from '@vanilla-extract/css';

// Marks sit high and small without opening a gap between lines.
export const mark = style({
  fontSize: '0.55em',
  lineHeight: 0,
  verticalAlign: 'super',
  marginInlineStart: '0.05em',
});
