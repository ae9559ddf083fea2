import { style } from '@vanilla-extract/css';

/** The image keeps its width/height ratio while filling the width it is given: the box is reserved before it loads. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});
