import { style } from '@vanilla-extract/css';

/**
 * Sections below a phone's first screen are laid out and painted only when they come near it (`content-visibility`):
 * a product page is a long document, and its style and layout were a third of a phone's main-thread work before it
 * answered a tap. They stay in the accessibility tree and in find-in-page; the size is a guess until first laid out,
 * then remembered (`auto`), so the scrollbar settles once. Not for sections on a dark ground such as the footer:
 * contrast checkers (axe) read skipped content as standing on white.
 */
export const belowFold = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
});
