import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'default',
  color: vars.color.fg.default,
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const boxWrapper = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 18,
  height: 18,
  marginTop: 1,
});

export const input = style([
  focusRing,
  {
    appearance: 'none',
    margin: 0,
    width: 18,
    height: 18,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border.input}`,
    backgroundColor: vars.color.bg.surface,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.fg.subtle },
      '&:disabled': { cursor: 'not-allowed' },
      '&:checked, &:indeterminate': {
        backgroundColor: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.fg },
    },
  },
]);

export const indicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  color: vars.color.fg.onAccent,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  paddingTop: 2,
});

export const label = style({
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { cursor: 'not-allowed' } },
});

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
});
