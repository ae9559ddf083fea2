import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType, listReset } from '../../theme/rules';

export const nav = style({ height: '100%' });

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  height: '100%',
  gap: vars.space.xs,
  ...listReset,
});

export const item = style({ display: 'flex', alignItems: 'stretch' });

export const trigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  paddingInline: vars.space.m,
  border: 0,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: vars.textTransform.label as 'uppercase',
  whiteSpace: 'nowrap',
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.m,
      right: vars.space.m,
      bottom: 0,
      height: vars.borderWidth.thick,
      backgroundColor: 'currentColor',
      transform: 'scaleX(0)',
      transformOrigin: 'left',
      transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
    '&:hover::after, &[aria-expanded="true"]::after, &[aria-current="page"]::after': {
      transform: 'scaleX(1)',
    },
    '&:focus-visible': focusOutline('-6px'),
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.m,
  maxHeight: `calc(100vh - ${vars.size.navBarHeight} - ${vars.size.toolbarHeight})`,
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelInner = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxl,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.l,
  paddingBottom: vars.space.l,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.light,
  letterSpacing: vars.letterSpacing.tight,
});

export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.xl,
});

export const categoryImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.imageBackground,
  marginBottom: vars.space.m,
  transition: `opacity ${vars.motion.durationBase} ${vars.motion.easing}`,
});

export const categoryTitle = style({
  display: 'block',
  marginBottom: vars.space.s,
  color: vars.color.text,
  textDecoration: 'none',
  ...labelType,
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': focusOutline('2px'),
  },
});

export const links = style({
  display: 'grid',
  gap: vars.space.xxs,
  ...listReset,
});

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  paddingBlock: vars.space.xxs,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover, &:focus-visible': { color: vars.color.text },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': focusOutline('2px'),
  },
});

export const collections = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  paddingTop: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: '2fr 1fr' },
  },
});

export const collectionLinks = style({
  columnCount: 3,
  columnGap: vars.space.xl,
  ...listReset,
});

export const collectionItem = style({ breakInside: 'avoid' });

export const preview = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.s,
  alignContent: 'start',
});

export const previewImage = style({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  backgroundColor: vars.color.imageBackground,
});

export const previewCaption = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.s,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
});
