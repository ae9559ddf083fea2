import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { zoomOnHoverOf } from '../kit/rules';
import { siteSize, siteSpace } from '../kit/sizes';

export const frameBox = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: '#0f172a',
  overflow: 'hidden',
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const facade = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  color: '#ffffff',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const poster = style(zoomOnHoverOf(facade));

export const play = style({
  position: 'absolute',
  left: vars.space.m,
  bottom: vars.space.m,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: siteSize.pill,
  padding: `0 ${siteSpace.close}`,
  background: 'rgba(10, 10, 10, 0.8)',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  transition: `background-color ${vars.motion.durationFast} ease`,
  selectors: { [`${facade}:hover &, ${facade}:focus-visible &`]: { background: '#000000' } },
});

export const duration = style({
  position: 'absolute',
  right: vars.space.m,
  bottom: vars.space.m,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: siteSize.chip,
  padding: `0 ${vars.space.s}`,
  background: 'rgba(10, 10, 10, 0.8)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
