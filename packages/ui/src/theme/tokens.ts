/**
 * Raw design tokens. Components never import this file: they read `vars` from
 * `contract.css.ts`. The themes (`dark.css.ts`, `light.css.ts`) fill the contract from here, and
 * tests use the raw values to check contrast.
 */

/** Tailwind's spacing unit: the spec gives widths in these units (sidebar 64 and 20). */
const tailwindUnit = (units: number) => `${units * 0.25}rem`;

export const colorTokens = {
  dark: {
    bg: {
      canvas: '#0e0e11',
      surface: '#16161a',
      raised: '#1d1d22',
      subtle: '#1f1f25',
      hover: '#27272e',
      active: '#303038',
      overlay: 'rgba(5, 5, 8, 0.72)',
      inverse: '#ededf0',
    },
    fg: {
      default: '#ededf0',
      muted: '#a1a1aa',
      subtle: '#8b8b96',
      onAccent: '#ffffff',
      inverse: '#16161a',
      link: '#b4a4ff',
    },
    border: {
      default: '#2c2c33',
      strong: '#3d3d46',
      input: '#5a5a66',
      focus: '#a78bfa',
    },
    accent: {
      solid: '#6a4fe0',
      solidHover: '#7457e8',
      subtle: '#2a2342',
      fg: '#b4a4ff',
    },
    success: { solid: '#16a34a', subtle: '#0f2a1c', fg: '#4ade80' },
    warning: { solid: '#ca8a04', subtle: '#2e2608', fg: '#facc15' },
    danger: { solid: '#dc2626', solidHover: '#c81e1e', subtle: '#341414', fg: '#f87171' },
    info: { solid: '#2563eb', subtle: '#142238', fg: '#60a5fa' },
    usage: {
      violet: '#8b5cf6',
      green: '#22c55e',
      yellow: '#eab308',
      red: '#ef4444',
      track: '#2c2c33',
    },
  },
  light: {
    bg: {
      canvas: '#f7f7f8',
      surface: '#ffffff',
      raised: '#ffffff',
      subtle: '#f4f4f5',
      hover: '#ececef',
      active: '#e4e4e7',
      overlay: 'rgba(24, 24, 27, 0.45)',
      inverse: '#18181b',
    },
    fg: {
      default: '#18181b',
      muted: '#52525b',
      subtle: '#6b6b75',
      onAccent: '#ffffff',
      inverse: '#ffffff',
      link: '#6d28d9',
    },
    border: {
      default: '#e4e4e7',
      strong: '#d4d4d8',
      input: '#8a8a94',
      focus: '#7c3aed',
    },
    accent: {
      solid: '#6d28d9',
      solidHover: '#5b21b6',
      subtle: '#f3efff',
      fg: '#6d28d9',
    },
    success: { solid: '#16a34a', subtle: '#edf9f1', fg: '#15803d' },
    warning: { solid: '#ca8a04', subtle: '#fdf6dc', fg: '#8a5a00' },
    danger: { solid: '#dc2626', solidHover: '#b91c1c', subtle: '#fdecec', fg: '#b91c1c' },
    info: { solid: '#2563eb', subtle: '#eaf1fe', fg: '#1d4ed8' },
    usage: {
      violet: '#7c3aed',
      green: '#16a34a',
      yellow: '#ca8a04',
      red: '#dc2626',
      track: '#e4e4e7',
    },
  },
} as const;

export const fontTokens = {
  family: {
    sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.125rem',
    xxl: '1.375rem',
    xxxl: '1.75rem',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
    relaxed: '1.65',
  },
  weight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
} as const;

/** 8-px scale with half steps where dense controls need them. */
export const spaceTokens = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radiusTokens = {
  sm: '4px',
  md: '6px',
  lg: '10px',
  xl: '14px',
  full: '9999px',
} as const;

export const zIndexTokens = {
  base: '0',
  sticky: '10',
  dropdown: '1000',
  overlay: '1100',
  modal: '1200',
  popover: '1300',
  toast: '1400',
  tooltip: '1500',
} as const;

export const motionTokens = {
  duration: { fast: '120ms', normal: '180ms', slow: '260ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.1)',
  },
} as const;

/** Sizes the spec states in Tailwind units or pixels. */
export const sizeTokens = {
  /** Left sidebar open: `w-64`. */
  sidebarOpen: tailwindUnit(64),
  /** Left sidebar collapsed: `w-20`. */
  sidebarCollapsed: tailwindUnit(20),
  /** Conversation list on wider screens: `w-80`. */
  conversationSidebar: tailwindUnit(80),
  /** Support chatbot dialog height: `h-96`. */
  chatbotHeight: tailwindUnit(96),
  /** Support chatbot dialog width: `max-w-md`. */
  chatbotMaxWidth: '28rem',
  /** Chat input grows from 18 px to 72 px. */
  chatInputMin: '18px',
  chatInputMax: '72px',
  controlSm: '28px',
  controlMd: '36px',
  controlLg: '44px',
} as const;

export const shadowTokens = {
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45), 0 1px 3px rgba(0, 0, 0, 0.35)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.55), 0 4px 12px rgba(0, 0, 0, 0.35)',
  },
  light: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.14), 0 4px 12px rgba(16, 24, 40, 0.06)',
  },
} as const;

export type ThemeName = keyof typeof colorTokens;
