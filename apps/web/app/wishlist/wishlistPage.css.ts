import { mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { emptyBox, emptyBoxTitle, eyebrowType } from '../kit/rules';
import { siteSize, siteSpace, siteWidth } from '../kit/sizes';

// The page, header, heading and lead every page of its own shares (the comparison too).
export { header, lead, page, title } from '../layout/pageHeading.css';

export const eyebrow = style(eyebrowType);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  marginTop: vars.space.s,
});

export const shareLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.tight,
  maxWidth: siteWidth.lead,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

globalStyle(`${shareLink} input`, {
  minHeight: siteSize.tapTarget,
  padding: `0 ${vars.space.m}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.s,
  color: vars.color.text,
});

export const empty = style(emptyBox(vars.space.m));

export const emptyTitle = style(emptyBoxTitle);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  marginTop: siteSpace.section,
  paddingTop: vars.space.xxl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const listTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
});

export const rooms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const addRoom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
  maxWidth: siteWidth.lead,
});

export const roomList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const roomChip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  paddingLeft: vars.space.m,
  background: vars.color.surface,
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const items = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
});

export const itemModel = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});
