import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every CSS variable a component may read. It emits no CSS; the dark and
 * light themes fill it in.
 */
export const vars = createThemeContract({
  color: {
    bg: {
      canvas: null,
      surface: null,
      raised: null,
      subtle: null,
      hover: null,
      active: null,
      overlay: null,
      inverse: null,
    },
    fg: { default: null, muted: null, subtle: null, onAccent: null, inverse: null, link: null },
    border: { default: null, strong: null, input: null, focus: null },
    accent: { solid: null, solidHover: null, subtle: null, fg: null },
    success: { solid: null, subtle: null, fg: null },
    warning: { solid: null, subtle: null, fg: null },
    danger: { solid: null, solidHover: null, subtle: null, fg: null },
    info: { solid: null, subtle: null, fg: null },
    usage: { violet: null, green: null, yellow: null, red: null, track: null },
  },
  font: {
    family: { sans: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  shadow: { sm: null, md: null, lg: null, focus: null },
  zIndex: {
    base: null,
    sticky: null,
    dropdown: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    duration: { fast: null, normal: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
  size: {
    sidebarOpen: null,
    sidebarCollapsed: null,
    conversationSidebar: null,
    chatbotHeight: null,
    chatbotMaxWidth: null,
    chatInputMin: null,
    chatInputMax: null,
    controlSm: null,
    controlMd: null,
    controlLg: null,
  },
});
