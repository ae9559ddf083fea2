import { createTheme } from '@vanilla-extract/css';
import { brandTokens } from '../tokens';
import { vars } from '../vars.css';

/** The brand's theme class. Put it on `<html>` (or any ancestor) so the components below it are styled. */
export const brandTheme = createTheme(vars, brandTokens, 'brand');
