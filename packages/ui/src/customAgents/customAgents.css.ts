import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: 1100,
  width: '100%',
  marginInline: 'auto',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.fg.muted, maxWidth: '70ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  minWidth: 0,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  color: vars.color.fg.muted,
});

export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const narrowSelect = style({ maxWidth: 320 });

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const document = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
});

export const documentIcon = style({ flexShrink: 0, color: vars.color.fg.muted });

export const documentText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });

export const documentName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const fileInput = style({
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
  maxWidth: '100%',
});

// The agent's chat
export const chat = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  padding: vars.space.lg,
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  minWidth: 0,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 1fr) 280px' } },
});

export const chatColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  minWidth: 0,
});

export const userMessage = style([
  message,
  { backgroundColor: vars.color.accent.subtle, alignSelf: 'flex-end' },
]);

export const author = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** `< 1/2 >`, edit and generate again under a message (issue 29). */
export const messageActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const citations = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const starters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  alignSelf: 'start',
});

export const sidebarTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const sessions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const session = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const sessionButton = style({
  flex: 1,
  minWidth: 0,
  textAlign: 'start',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.fg.default,
  font: 'inherit',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg.hover },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.bg.active,
      fontWeight: vars.font.weight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});

/** The message a search result opened (`?message=`). */
export const messageFound = style({
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: 2,
});
