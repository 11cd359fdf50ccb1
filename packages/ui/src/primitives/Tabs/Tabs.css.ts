import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  // Room for the focus ring, which the scroll container would otherwise clip.
  padding: `${vars.space.xs} ${vars.space.xs} 0`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border.default}`,
      paddingInlineEnd: vars.space.sm,
    },
  },
});

export const trigger = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    marginBottom: -1,
    border: 'none',
    borderBottom: '2px solid transparent',
    background: 'transparent',
    color: vars.color.fg.muted,
    font: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    transitionProperty: 'color, border-color, background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.fg.default, backgroundColor: vars.color.bg.hover },
      '&[data-state="active"]': { color: vars.color.fg.default, borderBottomColor: vars.color.accent.solid },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-orientation="vertical"]': {
        marginBottom: 0,
        borderBottom: 'none',
        borderRadius: vars.radius.md,
        justifyContent: 'flex-start',
      },
      '&[data-orientation="vertical"][data-state="active"]': {
        backgroundColor: vars.color.accent.subtle,
        color: vars.color.fg.default,
      },
    },
  },
]);

export const content = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    selectors: { '&:focus-visible': { borderRadius: vars.radius.md } },
  },
]);
