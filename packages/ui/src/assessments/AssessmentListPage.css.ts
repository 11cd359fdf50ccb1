import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const filter = style([
  focusRing,
  {
    appearance: 'none',
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.full,
    padding: `${vars.space.xs} ${vars.space.md}`,
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.bg.hover },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        color: vars.color.fg.onAccent,
      },
    },
  },
]);
