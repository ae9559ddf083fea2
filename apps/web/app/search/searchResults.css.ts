import { container, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { headingType } from '../kit/rules';
import { siteSpace, siteWidth } from '../kit/sizes';

export const page = style([container, { paddingBlock: `${vars.space.xxxl} ${siteSpace.pageEnd}` }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.l,
  textAlign: 'center',
  marginBottom: vars.space.xxxl,
});

export const title = style(headingType(vars.fontWeight.regular));

export const prompt = style({
  margin: 0,
  maxWidth: siteWidth.lead,
  color: vars.color.textMuted,
});

export const field = style({ width: '100%', maxWidth: '640px', marginTop: vars.space.s });

export const results = style({ minHeight: '240px' });

export const count = style({
  margin: `0 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  textAlign: 'center',
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: siteSpace.group,
});

/** "Did you mean" and the nearest categories, centred under the line saying that nothing was found. */
export const suggestions = style({ alignItems: 'center', textAlign: 'center' });

globalStyle(`${suggestions} ul`, { justifyContent: 'center' });
