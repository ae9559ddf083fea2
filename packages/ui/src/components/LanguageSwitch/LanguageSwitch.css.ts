import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { centredRow } from '../../theme/rules';

export const root = style({ display: 'flex', alignItems: 'center' });

export const list = style(centredRow());

// A thin rule between the names, in the text's own colour so it reads on the black toolbar and the white menu.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': {
      content: '""',
      width: vars.borderWidth.thin,
      height: '1em',
      margin: `0 ${vars.space.s}`,
      backgroundColor: 'currentColor',
      opacity: 0.5,
    },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // 24 px high at least: a target a thumb can hit at 375 px, without growing the 39 px toolbar.
  minHeight: '24px',
  padding: `0 ${vars.space.xs}`,
  color: 'inherit',
  fontSize: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    // The current language is said by aria-current and shown by weight and an underline, not by colour.
    '&[aria-current="true"]': {
      fontWeight: vars.fontWeight.strong,
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid currentColor`,
      outlineOffset: '2px',
    },
  },
});
