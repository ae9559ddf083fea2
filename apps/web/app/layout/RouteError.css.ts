import { container, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../kit/rules';
import { siteSize, siteSpace, siteWidth } from '../kit/sizes';

export const page = style([container, { paddingBlock: `${vars.space.xl} ${siteSpace.band}` }]);

export const search = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  width: '100%',
  maxWidth: siteWidth.narrow,
  marginTop: vars.space.xxl,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const input = style({
  width: '100%',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.l}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: 0,
  fontSize: vars.fontSize.m,
  selectors: {
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.l,
  paddingBlock: '15vh',
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.regular,
});
