// Styles of the Commander chat (spec 2 §2 layout; §9 sizes).
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../shell/AppSidebar.css';
import { below, breakpoints, reducedMotion } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

// ── Screen ────────────────────────────────────────────────────────────────────────────────────

/** The chat fills the shell's content area: the page never scrolls, the message list does. */
export const screen = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  height: `calc(100dvh - ${HEADER_HEIGHT}px - 48px)`,
  minHeight: 420,
  '@media': {
    [breakpoints.md]: { height: `calc(100dvh - ${HEADER_HEIGHT}px - 64px)` },
  },
});

export const chatColumn = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  overflow: 'hidden',
});

// ── Toolbar ───────────────────────────────────────────────────────────────────────────────────

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  flexWrap: 'wrap',
});

export const toolbarTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineEnd: 'auto',
  minWidth: 0,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
});

export const toolbarAgent = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const toolbarGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

/** A tool the user's plan does not include: its icon with a small lock at the corner. */
export const lockedTool = style({ position: 'relative', display: 'inline-flex' });

export const lockMark = style({
  position: 'absolute',
  insetBlockEnd: -4,
  insetInlineEnd: -5,
  padding: 1,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warning.solid,
  color: vars.color.bg.canvas,
  boxSizing: 'content-box',
});

// ── Message list ──────────────────────────────────────────────────────────────────────────────

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { padding: vars.space.lg } },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '100%',
  // Messages off screen skip layout and paint (a long conversation opens and grows faster); once
  // rendered, each keeps its real height as its placeholder.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 160px',
});

/** The message a search result opened (`?message=`): outlined until another is opened. */
export const messageFound = style({
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: vars.space.xs,
  borderRadius: vars.radius.md,
});

export const messageRole = styleVariants({
  user: { alignSelf: 'flex-end', alignItems: 'flex-end', maxWidth: 'min(85%, 720px)' },
  assistant: { alignSelf: 'stretch', alignItems: 'stretch' },
});

export const bubble = styleVariants({
  user: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.accent.subtle,
    color: vars.color.fg.default,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  assistant: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.bg.raised,
    border: `1px solid ${vars.color.border.default}`,
    color: vars.color.fg.default,
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
});

export const srOnlyRole = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const banner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.muted,
});

export const muted = style({ color: vars.color.fg.muted });

/** The button above a long conversation's first rendered message that brings the earlier ones in. */
export const earlierMessages = style({
  alignSelf: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.fg.default },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const messageFooter = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

export const messageActions = style({ display: 'flex', gap: vars.space.xxs, marginInlineStart: 'auto' });

export const stoppedNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.warning.fg,
  fontWeight: vars.font.weight.medium,
});

export const attachment = style({ alignSelf: 'flex-end' });

export const streamingText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// ── Waiting state ─────────────────────────────────────────────────────────────────────────────

const pulse = keyframes({ '0%, 100%': { opacity: 0.45 }, '50%': { opacity: 1 } });

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const waitingLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const loadingText = style({
  color: vars.color.fg.default,
  fontWeight: vars.font.weight.medium,
  animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const elapsed = style({ fontVariantNumeric: 'tabular-nums', marginInlineStart: 'auto' });

/** A long run's current step, apart from the estimates above it. */
export const waitingProgress = style({
  color: vars.color.fg.default,
  borderInlineStart: `2px solid ${vars.color.accent.solid}`,
  paddingInlineStart: vars.space.xs,
  overflowWrap: 'anywhere',
});

// ── Orchestration card ────────────────────────────────────────────────────────────────────────

export const orchestration = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: '1px solid',
  fontSize: vars.font.size.sm,
});

export const orchestrationTone = styleVariants({
  green: { borderColor: vars.color.success.solid, backgroundColor: vars.color.success.subtle },
  yellow: { borderColor: vars.color.warning.solid, backgroundColor: vars.color.warning.subtle },
  orange: { borderColor: vars.color.danger.solid, backgroundColor: vars.color.danger.subtle },
});

export const orchestrationIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  color: '#ffffff',
  gridRow: 'span 3',
});

export const orchestrationHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const orchestrationText = style({ margin: 0, color: vars.color.fg.default });

export const orchestrationWhy = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.xs });

export const orchestrationActions = style({ gridColumn: '2', display: 'flex', gap: vars.space.xs });

// ── Question back (issue 26) ──────────────────────────────────────────────────────────────────

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  // A fieldset for its group role: none of its default frame.
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const choice = style({ height: 'auto', minHeight: vars.size.controlSm, whiteSpace: 'normal' });

export const choiceAgent = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  opacity: 0.8,
});

// ── Empty state ───────────────────────────────────────────────────────────────────────────────

export const empty = style({
  margin: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 640,
  textAlign: 'center',
  padding: vars.space.md,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.default,
});

export const emptyIntro = style({
  margin: 0,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});

/** The six chips, hidden on small screens (spec 2 §2). */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [below.md]: { display: 'none' } },
});

export const examples = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const exampleButton = style({
  width: '100%',
  justifyContent: 'flex-start',
  textAlign: 'start',
  whiteSpace: 'normal',
  height: 'auto',
  paddingBlock: vars.space.xs,
});

// ── Agent list ────────────────────────────────────────────────────────────────────────────────

export const agentList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const agentItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.fg.default,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  // A team's custom agent is a link (to its chat): it looks like the other entries.
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg.hover },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const agentDot = style({
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
  color: '#ffffff',
});

export const agentName = style({ display: 'block', fontWeight: vars.font.weight.semibold });

export const agentDescription = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const unlockNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warning.subtle,
  color: vars.color.fg.default,
  fontSize: vars.font.size.sm,
});

// ── Conversation sidebar ──────────────────────────────────────────────────────────────────────

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.conversationSidebar,
  flexShrink: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  overflow: 'hidden',
  '@media': {
    // Full width on mobile (spec 2 §2): the sidebar covers the chat.
    [below.md]: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      zIndex: vars.zIndex.overlay,
      borderRadius: 0,
    },
  },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const sidebarTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const sessionList = style({
  flex: 1,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const sessionItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  selectors: { '&[data-current="true"]': { backgroundColor: vars.color.accent.subtle } },
});

export const sessionButton = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.fg.default,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.bg.hover } },
});

export const sessionTitle = style({
  width: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const sessionMeta = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const sidebarEmpty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.fg.muted,
});

// ── Forms area and input bar ──────────────────────────────────────────────────────────────────

export const formsArea = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  padding: vars.space.sm,
  maxHeight: '55%',
  overflowY: 'auto',
});

export const inputArea = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.input}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.raised,
  selectors: { '&:focus-within': { borderColor: vars.color.border.focus } },
});

export const inputField = style({ flex: 1, minWidth: 0, alignSelf: 'center' });

export const footerHint = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

export const spacingHint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.warning.fg,
  textAlign: 'center',
});

export const formNotice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: '1fr 1fr' } },
});

export const formWide = style({ '@media': { [breakpoints.lg]: { gridColumn: '1 / -1' } } });

export const multiselect = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.danger.fg,
  width: '100%',
});

export const fieldHelp = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
  width: '100%',
});

/** A pinned session's mark before its title (issue 29). */
export const sessionPin = style({
  display: 'inline-block',
  verticalAlign: 'text-bottom',
  marginInlineEnd: vars.space.xxs,
  color: vars.color.accent.fg,
});

/** The inline rename of a session takes the title's place. */
export const sessionRename = style({ flex: 1, minWidth: 0, padding: vars.space.xxs });
// Edit and branch (issue 29): `< 1/2 >` under a message with versions, the inline editor.
export const branchSwitcher = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const userFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  selectors: {
    // Only the edit button in it, which steps aside while an answer is on its way (below).
    [`${log}[data-answering] &:not(:has(${branchSwitcher}))`]: { display: 'none' },
  },
});

/**
 * A message's edit button: out of the page (and of the keyboard's path) while an answer is on
 * its way, by the log's `data-answering`, so sending and receiving render no message (issue 28).
 */
export const editAction = style({
  selectors: {
    [`${log}[data-answering] &`]: { display: 'none' },
  },
});

export const messageEditor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
});

export const messageEditorActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

// The conversation's context use (issue 29).
export const contextMeter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

export const contextMeterBar = style({ inlineSize: '6rem', blockSize: '0.375rem' });
