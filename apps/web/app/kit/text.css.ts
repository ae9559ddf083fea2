// The text styles the site's cards and pages share, composed into each feature's own (`style([eyebrowText, …])`),
// so a card's small caps line, its title and its muted text are written once.
import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

/** The small upper-case line above a card's or section's title (an organisation, a date, a kind). */
export const eyebrowText = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** A card's title in the display face, without margins; each card sets its size. */
export const cardTitleText = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
});

/** Running text beside a title, muted. */
export const mutedText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});
