import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../kit/rules';
import { siteSize } from '../kit/sizes';

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  marginTop: vars.space.m,
});

export const didYouMean = style({ margin: 0 });

export const suggestion = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: siteSize.smallTarget,
  selectors: {
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
