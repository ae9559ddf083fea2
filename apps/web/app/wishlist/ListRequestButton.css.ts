import { style } from '@vanilla-extract/css';

/** The form adds no box of its own: its button sits in the row of actions as the link would. */
export const form = style({ display: 'contents' });
