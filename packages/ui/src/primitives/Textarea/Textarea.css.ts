import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const textarea = recipe({
  base: {
    display: 'block',
    width: '100%',
    margin: 0,
    font: 'inherit',
    color: vars.color.fg.default,
    outline: 'none',
    resize: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.fg.subtle, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      /** Bordered, like the other fields. */
      field: {
        padding: `${vars.space.sm} ${vars.space.md}`,
        backgroundColor: vars.color.bg.surface,
        border: `1px solid ${vars.color.border.input}`,
        borderRadius: vars.radius.md,
        lineHeight: vars.font.lineHeight.normal,
        transitionProperty: 'border-color, box-shadow',
        transitionDuration: vars.motion.duration.fast,
        selectors: {
          '&:hover': { borderColor: vars.color.fg.subtle },
          '&:focus': {
            borderColor: vars.color.border.focus,
            boxShadow: `0 0 0 3px ${vars.color.accent.subtle}`,
          },
          '&[aria-invalid="true"]': { borderColor: vars.color.danger.fg },
        },
      },
      /** No frame: for the chat's input bar, which draws its own. 18 px per line. */
      bare: {
        padding: 0,
        border: 'none',
        background: 'transparent',
        lineHeight: '18px',
        fontSize: vars.font.size.md,
      },
    },
  },
  defaultVariants: { variant: 'field' },
});
