export { type Breakpoint, below, breakpoints, breakpointWidths, reducedMotion } from './breakpoints';
export { vars } from './contract.css';
export { darkTheme } from './dark.css';
export { lightTheme } from './light.css';
export {
  SppockThemeRoot,
  type SppockThemeRootProps,
  ThemeProvider,
  type ThemeProviderProps,
  themeClassName,
} from './ThemeProvider';
export { DEFAULT_THEME, getStoredTheme, setStoredTheme, THEME_STORAGE_KEY } from './themeStore';
export {
  colorTokens,
  fontTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  sizeTokens,
  spaceTokens,
  type ThemeName,
  zIndexTokens,
} from './tokens';
export { type UseThemeResult, useTheme } from './useTheme';
