import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { headingType } from './rules';
import { siteSpace } from './sizes';

export const plain = style({ scrollMarginTop: vars.space.xl });

export const muted = style({
  scrollMarginTop: vars.space.xl,
  background: vars.color.surface,
  borderBlock: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  marginBlock: `${siteSpace.section} 0`,
  '@media': { [mediaQuery.desktop]: { marginBlock: `${siteSpace.sectionDesktop} 0` } },
});

export const inner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: siteSpace.block,
    paddingBlock: `${siteSpace.section} 0`,
    selectors: { [`${muted} &`]: { paddingBlock: siteSpace.section } },
    '@media': {
      [mediaQuery.desktop]: {
        paddingBlock: `${siteSpace.sectionDesktop} 0`,
        gap: '36px',
        selectors: { [`${muted} &`]: { paddingBlock: vars.space.huge } },
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: `${vars.space.m} ${vars.space.xl}`,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const title = style({
  ...headingType(vars.fontWeight.light),
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  maxWidth: '60ch',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s });

/** The gap under the last section of a page, before the footer. */
export const pageEnd = style({
  paddingBottom: siteSpace.end,
  '@media': { [mediaQuery.desktop]: { paddingBottom: siteSpace.pageEndDesktop } },
  // A page that ends on a muted band runs it into the footer.
  selectors: { '&:has(> [data-tone="muted"]:last-child)': { paddingBottom: 0 } },
});
