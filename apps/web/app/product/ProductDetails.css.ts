import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { belowFold } from '../layout/belowFold.css';
import { eyebrowType, headingType } from '../kit/rules';
import { siteSpace } from '../kit/sizes';

export const page = style({ paddingBottom: siteSpace.pageEnd });

export const breadcrumbs = style([container, { paddingTop: siteSpace.card }]);

export const top = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xxl,
    paddingBlock: `${vars.space.l} ${vars.space.xxxl}`,
    '@media': {
      [mediaQuery.desktop]: {
        gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
        gap: siteSpace.band,
        paddingBlock: `${vars.space.xl} ${vars.space.huge}`,
      },
    },
  },
]);

export const galleryColumn = style({ minWidth: 0 });

export const infoColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.block,
  minWidth: 0,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const description = style({ display: 'flex', flexDirection: 'column', gap: siteSpace.snug });

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

export const text = style({
  margin: `${siteSpace.tight} 0 0`,
  color: vars.color.text,
  maxWidth: '52ch',
});

export const swatches = style({
  paddingBlock: siteSpace.card,
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
  {
    paddingBlock: vars.space.xxxl,
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  },
]);

/** The "Fits your home" block between the top and the tabs (issue 17). */
// Inside the page's container, so it lines up with the rest of the page instead of the screen's edge.
export const fit = style([container, { paddingBlock: vars.space.xl }]);
