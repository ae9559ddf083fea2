import { createTheme } from '@vanilla-extract/css';
import { vars } from '../vars.css';
import { studioTokens } from './studio.tokens';

/** A second theme class (warm, rounded, system fonts), shipped to show and test theme swapping. */
export const studioTheme = createTheme(vars, studioTokens, 'studio');
