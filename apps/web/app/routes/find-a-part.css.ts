import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style([container, { paddingBlock: '48px 96px' }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  paddingBottom: '32px',
  marginBottom: '40px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({ margin: 0, maxWidth: '620px', color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px',
  maxWidth: '620px',
});

export const field = style({ flex: '1 1 240px' });

export const message = style({ margin: 0, fontSize: vars.fontSize.l });

export const result = style({ display: 'flex', flexDirection: 'column', gap: '48px' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: '20px' });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
});

export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const product = style({
  display: 'grid',
  gap: '24px',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

export const buy = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px' });
