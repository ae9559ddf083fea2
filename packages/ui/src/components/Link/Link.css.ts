import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType } from '../../theme/rules';

export const linkVariants = ['inline', 'standalone', 'subtle', 'bare'] as const;

export const link = recipe({
  base: {
    color: 'inherit',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusOutline('3px'),
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
        ...labelType,
        fontSize: vars.fontSize.s,
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
