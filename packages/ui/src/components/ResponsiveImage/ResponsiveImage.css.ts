import { style } from '@vanilla-extract/css';

/** The image keeps its width/height ratio while filling the width it is given: the box is reserved before it loads. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});

/** The <picture> takes no box of its own, so the <img> sizes itself in its container as a bare <img> would. */
export const picture = style({ display: 'contents' });
