import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { emptyBox, emptyBoxTitle } from '../kit/rules';

export const empty = style(emptyBox(vars.space.l));

export const title = style(emptyBoxTitle);

export const text = style({ margin: 0, color: vars.color.textMuted });
