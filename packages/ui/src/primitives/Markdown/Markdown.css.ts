import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  color: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

// Prose styles: markdown produces bare elements, so they are styled under the root class only.
globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} blockquote, ${root} pre`, {
  marginTop: 0,
  marginBottom: vars.space.md,
});
globalStyle(`${root} h1, ${root} h2, ${root} h3, ${root} h4, ${root} h5, ${root} h6`, {
  marginTop: vars.space.lg,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.fg.default,
});
globalStyle(`${root} h1`, { fontSize: vars.font.size.xxl });
globalStyle(`${root} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${root} h3`, { fontSize: vars.font.size.lg });
globalStyle(`${root} h4, ${root} h5, ${root} h6`, { fontSize: vars.font.size.md });
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${root} li + li`, { marginTop: vars.space.xs });
globalStyle(`${root} a`, {
  color: vars.color.fg.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
});
globalStyle(`${root} a:focus-visible`, { outline: 'none', boxShadow: vars.shadow.focus });
globalStyle(`${root} strong`, { fontWeight: vars.font.weight.semibold, color: vars.color.fg.default });
globalStyle(`${root} code`, {
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.hover,
});
globalStyle(`${root} pre`, {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
  overflowX: 'auto',
});
globalStyle(`${root} pre code`, { padding: 0, backgroundColor: 'transparent', fontSize: vars.font.size.sm });
globalStyle(`${root} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border.strong}`,
  color: vars.color.fg.muted,
});
globalStyle(`${root} hr`, {
  border: 'none',
  borderTop: `1px solid ${vars.color.border.default}`,
  margin: `${vars.space.lg} 0`,
});
globalStyle(`${root} img`, { maxWidth: '100%', borderRadius: vars.radius.md });
