import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@fittings/ui/theme';
import { focusRing } from '../kit/rules';
import { siteSize } from '../kit/sizes';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

// Fixed over the page, so appearing after hydration moves nothing; under the consent banner (overlay), which
// asks first.
export const suggestion = style({
  position: 'fixed',
  insetInlineEnd: vars.space.l,
  bottom: vars.space.l,
  maxWidth: 'min(360px, calc(100vw - 32px))',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.l}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.m,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  // Devanagari's matras reach above and below Latin letters: room so none is clipped.
  lineHeight: 1.6,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${appear} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
});

export const text = style({ margin: 0, flex: 1 });

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.linkHover },
  ':focus-visible': focusRing(siteSize.focusOffset),
});

export const dismiss = style({
  flex: 'none',
  minWidth: siteSize.tapTarget,
  minHeight: siteSize.tapTarget,
  display: 'inline-grid',
  placeItems: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  ':focus-visible': focusRing(siteSize.focusOffset),
});
