import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { mutedText } from '../kit/text.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `40px ${vars.space.xl}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tile = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '14px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const media = style({
  display: 'block',
  aspectRatio: '2 / 1',
  background: vars.color.imageBackground,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
  selectors: { [`${main}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  selectors: { [`${main}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '4px' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const description = style([
  mutedText,
  {
    margin: 0,
  },
]);

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.l}`,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  fontSize: vars.fontSize.s,
});
