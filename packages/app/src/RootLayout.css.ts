import { globalStyle, style } from '@vanilla-extract/css';

// The app owns the page, so it may reset what the browser adds around the library's screens
// (the library itself never styles outside its theme root).
globalStyle('body', { margin: 0 });
globalStyle('#root', { minHeight: '100dvh' });

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
