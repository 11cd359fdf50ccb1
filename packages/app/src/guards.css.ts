import { vars } from '@sppock/ui/theme';
import { style } from '@vanilla-extract/css';

/** The whole viewport, with the spinner in its middle. */
export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.fg.muted,
});
