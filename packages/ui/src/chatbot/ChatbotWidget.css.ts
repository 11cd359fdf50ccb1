import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

export const dialog = style({
  // Beside the launcher, at the end corner of the page, like a chat window.
  placeSelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: vars.size.chatbotMaxWidth,
  height: vars.size.chatbotHeight,
  maxHeight: 'calc(100dvh - 32px)',
  padding: vars.space.md,
});

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const bubble = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
  maxWidth: '90%',
});

export const question = style([
  bubble,
  { alignSelf: 'flex-end', backgroundColor: vars.color.accent.solid, color: vars.color.fg.onAccent },
]);

export const answer = style([bubble, { alignSelf: 'flex-start', backgroundColor: vars.color.bg.subtle }]);

export const exchange = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const answerTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const chip = style([
  focusRing,
  {
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.full,
    background: 'none',
    color: vars.color.fg.default,
    font: 'inherit',
    fontSize: vars.font.size.xs,
    padding: `2px ${vars.space.sm}`,
    cursor: 'pointer',
    textAlign: 'start',
    selectors: {
      '&:hover': { backgroundColor: vars.color.bg.hover },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const handoff = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.strong}`,
  fontSize: vars.font.size.xs,
});

export const composer = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-end' });

export const composerField = style({ flex: 1, minWidth: 0 });

export const error = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.danger.fg });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flex: 1,
  flexDirection: 'column',
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  // Room for the dialog's close button.
  paddingInlineEnd: vars.space.xxl,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
