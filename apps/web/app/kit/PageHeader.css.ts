import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { eyebrowType } from './rules';
import { siteSize, siteSpace, siteWidth } from './sizes';

export const header = style({
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const withImage = style({});

export const inner = style([
  container,
  {
    display: 'grid',
    rowGap: vars.space.xxl,
    paddingBlock: `${vars.space.xl} ${vars.space.xxxl}`,
    '@media': {
      [mediaQuery.desktop]: {
        paddingBlock: `${vars.space.xxl} ${siteSpace.end}`,
        selectors: {
          [`${withImage} &`]: {
            gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
            columnGap: vars.space.xxxl,
            alignItems: 'center',
          },
        },
      },
    },
  },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.l,
  minWidth: 0,
});

export const crumbs = style({
  gridColumn: '1 / -1',
  marginBottom: '-8px',
});

export const eyebrow = style({ ...eyebrowType, fontWeight: vars.fontWeight.medium });

export const title = style({
  margin: 0,
  maxWidth: '20ch',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.light,
  fontSize: 'clamp(2.25rem, 7vw, 3.75rem)',
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.015em',
  overflowWrap: 'anywhere',
});

export const intro = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  marginTop: vars.space.s,
});

export const media = style({
  background: vars.color.imageBackground,
  aspectRatio: '4 / 3',
  overflow: 'hidden',
});

export const squareMedia = style([
  media,
  { aspectRatio: '1 / 1', width: '100%', maxWidth: siteWidth.narrow, justifySelf: 'center' },
]);

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** A translated legal page's note that the English text is binding: set apart, above the introduction. */
export const notice = style({
  margin: 0,
  maxWidth: '65ch',
  padding: `${vars.space.m} ${vars.space.l}`,
  borderInlineStart: `${siteSize.accentRule} solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
});

export const noticeLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  ':hover': { color: vars.color.linkHover },
});
