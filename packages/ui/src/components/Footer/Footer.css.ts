import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType, listReset, wrappingRow } from '../../theme/rules';

export const footer = style({
  backgroundColor: vars.color.footerBackground,
  color: vars.color.footerText,
  paddingTop: vars.space.huge,
  paddingBottom: vars.space.xl,
});

export const brand = style({
  marginBottom: vars.space.xxxl,
  color: vars.color.footerHeading,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxl} ${vars.space.xl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const heading = style({
  margin: `0 0 ${vars.space.l}`,
  color: vars.color.footerHeading,
  ...labelType,
  fontSize: vars.fontSize.xs,
});

export const list = style({
  display: 'grid',
  gap: vars.space.s,
  ...listReset,
});

const focus = {
  '&:focus-visible': focusOutline('3px', vars.color.focusInverse),
} as const;

export const link = style({
  color: vars.color.footerText,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&:hover': {
      color: vars.color.footerHeading,
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
    },
    ...focus,
  },
});

export const social = style(wrappingRow);

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: `${vars.borderWidth.thin} solid currentColor`,
  borderRadius: vars.radius.full,
  color: vars.color.footerText,
  fontSize: '18px',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.footerBackground, backgroundColor: vars.color.footerHeading },
    ...focus,
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  marginTop: vars.space.huge,
  paddingTop: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid rgba(255, 255, 255, 0.16)`,
  fontSize: vars.fontSize.xs,
  '@media': {
    [mediaQuery.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.s} ${vars.space.xl}`,
  ...listReset,
});

export const legalLink = style([link, { fontSize: vars.fontSize.xs }]);

export const copyright = style({ margin: 0, letterSpacing: vars.letterSpacing.wide });
