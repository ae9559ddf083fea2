import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const linkVariants = ['inline', 'standalone', 'subtle', 'bare'] as const;

export const link = recipe({
  base: {
    color: 'inherit',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
        outlineOffset: '3px',
      },
    },
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.link,
        textDecoration: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '3px',
        selectors: { '&:hover': { color: vars.color.linkHover } },
      },
      standalone: {
        display: 'inline-flex',
        width: 'fit-content',
        alignItems: 'center',
        gap: vars.space.xs,
        color: vars.color.link,
        fontFamily: vars.font.display,
        fontSize: vars.fontSize.s,
        fontWeight: vars.fontWeight.medium,
        letterSpacing: vars.letterSpacing.caps,
        textTransform: vars.textTransform.label as 'uppercase',
        textDecoration: 'none',
        borderBottom: `${vars.borderWidth.thin} solid currentColor`,
        paddingBottom: vars.space.xxs,
        selectors: { '&:hover': { color: vars.color.linkHover } },
      },
      subtle: {
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
      },
      bare: { textDecoration: 'none' },
    },
  },
  defaultVariants: { variant: 'inline' },
});
