import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusOutline, listReset } from '../../theme/rules';

export const root = style({
  display: 'grid',
  gap: vars.space.l,
  minWidth: 0,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: `${vars.size.galleryThumbnailWidth} minmax(0, 1fr)`,
      gridTemplateAreas: '"thumbs stage" ". dots"',
      alignItems: 'start',
      gap: vars.space.xl,
    },
  },
});

// Named areas apply on wide screens only; without a template they would make implicit grid lines on small ones.
export const stage = style({
  position: 'relative',
  '@media': { [mediaQuery.desktop]: { gridArea: 'stage' } },
  backgroundColor: vars.color.imageBackground,
  borderRadius: vars.radius.l,
  overflow: 'hidden',
});

export const track = style({
  display: 'flex',
  ...listReset,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const slide = style({
  flex: '0 0 100%',
  aspectRatio: '1 / 1',
  scrollSnapAlign: 'start',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const media = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: '8%',
  mixBlendMode: 'multiply',
});

export const video = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  backgroundColor: '#000',
  border: 0,
});

/** A video slide before the visitor asks for it (`videosOnRequest`): a dark panel with a play button, no download. */
export const videoRequest = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: 0,
  backgroundColor: '#000',
  color: '#fff',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.borderWidth.thick} solid currentColor`,
    outlineOffset: '-6px',
  },
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.s,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': {
    [mediaQuery.desktop]: {
      gridArea: 'thumbs',
      flexDirection: 'column',
      overflowX: 'visible',
      overflowY: 'auto',
      maxHeight: '640px',
    },
  },
});

export const thumb = style({
  appearance: 'none',
  position: 'relative',
  display: 'block',
  width: vars.size.galleryThumbnailWidth,
  flexShrink: 0,
  aspectRatio: '1 / 1',
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  backgroundColor: vars.color.imageBackground,
  cursor: 'pointer',
  overflow: 'hidden',
  transition: `border-color ${vars.motion.durationFast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&[aria-current="true"]': {
      borderColor: vars.color.borderStrong,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
    '&:focus-visible': focusOutline('2px'),
  },
});

export const thumbImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: '10%',
  mixBlendMode: 'multiply',
});

export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.text,
  fontSize: '28px',
  backgroundColor: 'rgba(255, 255, 255, 0.35)',
});

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xxs,
  ...listReset,
  '@media': { [mediaQuery.desktop]: { gridArea: 'dots' } },
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
});
