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
  gap: vars.space.l,
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  listStyle: 'none',
});

// One product once: its card (picture, name, model, heart) and beside it, or under it on a phone, what the list
// adds to it.
export const item = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.l,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: '220px 1fr', alignItems: 'start' },
  },
});

export const itemCard = style({
  maxWidth: '260px',
  width: '100%',
  justifySelf: 'center',
  '@media': { [mediaQuery.tablet]: { justifySelf: 'start' } },
});

export const itemDetails = style({ minWidth: 0, maxWidth: siteWidth.lead });

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  marginTop: siteSpace.section,
  paddingTop: vars.space.xxl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  maxWidth: siteWidth.lead,
  padding: vars.space.l,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const confirmQuestion = style({ margin: 0, fontSize: vars.fontSize.m });
