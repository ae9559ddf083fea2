import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { belowFold } from '../layout/belowFold.css';
import { eyebrowType, headingType } from '../kit/rules';

export const page = style({ paddingBottom: '96px' });

export const breadcrumbs = style([container, { paddingTop: '20px' }]);

export const top = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xxl,
    paddingBlock: `${vars.space.l} ${vars.space.xxxl}`,
    '@media': {
      [mediaQuery.desktop]: {
        gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
        gap: '64px',
        paddingBlock: `${vars.space.xl} ${vars.space.huge}`,
      },
    },
  },
]);

export const galleryColumn = style({ minWidth: 0 });

export const infoColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '28px',
  minWidth: 0,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const description = style({ display: 'flex', flexDirection: 'column', gap: '10px' });

export const collection = style(eyebrowType);

export const title = style({
  ...headingType(vars.fontWeight.regular),
  lineHeight: vars.lineHeight.tight,
});

export const model = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
});

export const text = style({ margin: '6px 0 0', color: vars.color.text, maxWidth: '52ch' });

export const swatches = style({
  paddingBlock: '20px',
  borderBlock: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const smallSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const smallHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const smallGrid = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

export const row = style([
  container,
  belowFold,
  { paddingBlock: vars.space.xxxl, borderTop: `1px solid ${vars.color.border}` },
]);

/** The "Fits your home" block between the top and the tabs (issue 17). */
// Inside the page's container, so it lines up with the rest of the page instead of the screen's edge.
export const fit = style([container, { paddingBlock: vars.space.xl }]);
