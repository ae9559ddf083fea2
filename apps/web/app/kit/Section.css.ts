import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { headingType } from './rules';

export const plain = style({ scrollMarginTop: '24px' });

export const muted = style({
  scrollMarginTop: vars.space.xl,
  background: vars.color.surface,
  borderBlock: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  marginBlock: '56px 0',
  '@media': { [mediaQuery.desktop]: { marginBlock: '88px 0' } },
});

export const inner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '28px',
    paddingBlock: '56px 0',
    selectors: { [`${muted} &`]: { paddingBlock: '56px' } },
    '@media': {
      [mediaQuery.desktop]: {
        paddingBlock: '88px 0',
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
  paddingBottom: '72px',
  '@media': { [mediaQuery.desktop]: { paddingBottom: '112px' } },
  // A page that ends on a muted band runs it into the footer.
  selectors: { '&:has(> [data-tone="muted"]:last-child)': { paddingBottom: 0 } },
});
