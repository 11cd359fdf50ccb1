import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeValues } from './themeValues';

/** Class that applies the light theme to an element and its descendants. */
export const lightTheme = createTheme(vars, themeValues('light'), 'sppock-light');
