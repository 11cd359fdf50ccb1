import { style } from '@vanilla-extract/css';

/**
 * The element a widget renders into, inside its shadow root. A partner's `* { … !important }`
 * rules match the host element (`<sppock-chatbot>`) itself and beat its `:host` rules, and every
 * inherited property of the host — font, colour, line height, letter spacing, text transform —
 * flows across the shadow boundary. Resetting every property here cuts that inheritance: below
 * this element only the Sppock theme root's own values are inherited.
 */
export const widgetRoot = style({
  all: 'initial',
  display: 'block',
});
