// The type scale and margins of a page of its own (the bathroom list, the comparison): one container with the same
// space above and below, a header ruled off from the content, and the display heading of the listing pages.
import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace, siteWidth } from '../kit/sizes';

export const page = style([container, { paddingBlock: `${vars.space.xxxl} ${siteSpace.pageEnd}` }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  paddingBottom: vars.space.xxl,
  marginBottom: siteSpace.group,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({ margin: 0, maxWidth: siteWidth.lead, color: vars.color.textMuted });
