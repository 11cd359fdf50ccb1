import {
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

/** The full value tree for one theme, shaped like the contract. */
export function themeValues(name: ThemeName) {
  const color = colorTokens[name];
  const shadow = shadowTokens[name];
  return {
    color,
    font: fontTokens,
    space: spaceTokens,
    radius: radiusTokens,
    shadow: {
      ...shadow,
      focus: `0 0 0 2px ${color.bg.surface}, 0 0 0 4px ${color.border.focus}`,
    },
    zIndex: zIndexTokens,
    motion: motionTokens,
    size: sizeTokens,
  };
}
