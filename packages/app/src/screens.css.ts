import { vars } from '@sppock/ui/theme';
import { style } from '@vanilla-extract/css';

/** Where a screen's code is still downloading: the middle of the content area. */
export const screenLoading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 320,
  padding: vars.space.xxl,
  color: vars.color.fg.muted,
});
