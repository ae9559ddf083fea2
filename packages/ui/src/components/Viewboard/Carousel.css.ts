import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { listReset } from '../../theme/rules';

export const root = style({ display: 'grid', gap: vars.space.l });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.m,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.light,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxl } },
});

// Small screens: one swipeable row with snap points. Wide screens: everything in view, no controls.
export const track = style({
  display: 'flex',
  gap: vars.space.l,
  ...listReset,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': {
    [mediaQuery.desktop]: { overflowX: 'visible', scrollSnapType: 'none' },
  },
});

export const gridTrack = style({
  '@media': {
    [mediaQuery.desktop]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: vars.space.xl,
    },
  },
});

export const rowTrack = style({
  '@media': {
    [mediaQuery.desktop]: { flexWrap: 'wrap', justifyContent: 'flex-start', gap: vars.space.xl },
  },
});

export const slide = style({
  flex: '0 0 78%',
  scrollSnapAlign: 'start',
  minWidth: 0,
  '@media': {
    [mediaQuery.tablet]: { flexBasis: '42%' },
    [mediaQuery.desktop]: { flex: '0 1 auto' },
  },
});

export const fixedSlide = style({
  flex: `0 0 ${vars.size.detailedCardWidth}`,
  '@media': { [mediaQuery.desktop]: { flex: `0 0 ${vars.size.detailedCardWidth}` } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  color: vars.color.text,
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxs,
  ...listReset,
});

export const dot = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: vars.radius.full,
      border: `${vars.borderWidth.thin} solid ${vars.color.text}`,
      transition: `background-color ${vars.motion.durationFast}, transform ${vars.motion.durationFast}`,
    },
    '&[aria-current="true"]::before': {
      backgroundColor: vars.color.text,
      transform: 'scale(1.15)',
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.full,
    },
  },
});
