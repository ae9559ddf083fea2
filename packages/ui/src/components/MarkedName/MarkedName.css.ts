import { style } from '@vanilla-extract/css';

// Marks sit high and small, subscripts low and small, without opening a gap between lines.
export const sup = style({
  fontSize: '0.55em',
  lineHeight: 0,
  verticalAlign: 'super',
  marginInlineStart: '0.05em',
});

export const sub = style({
  fontSize: '0.7em',
  lineHeight: 0,
  verticalAlign: 'sub',
});
