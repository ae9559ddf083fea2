import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { eyebrowType, headingType } from '../kit/rules';
import { siteSpace, siteWidth } from '../kit/sizes';

export const page = style([container, { paddingBlock: `${siteSpace.group} ${vars.space.huge}` }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  paddingBottom: vars.space.xxl,
  marginBottom: vars.space.xxl,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const eyebrow = style(eyebrowType);

export const title = style({
  ...headingType(vars.fontWeight.regular),
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** The count and, once something is in the compare set, the page's one way to the comparison. */
export const countRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.l,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: `${siteWidth.filterColumn} minmax(0, 1fr)`,
      gap: vars.space.xxxl,
    },
  },
});

export const results = style({ minWidth: 0 });

/** A card with its "Add to compare" control below (issue 17). */
export const cardWithCompare = style({ display: 'grid', gap: vars.space.s, alignContent: 'start' });
