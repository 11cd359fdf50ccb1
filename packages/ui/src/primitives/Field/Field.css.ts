import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMark = style({ color: vars.color.danger.fg, marginInlineStart: vars.space.xxs });

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
  margin: 0,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.danger.fg,
  lineHeight: vars.font.lineHeight.normal,
  margin: 0,
});

/** The bordered box around an input, select or textarea. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    backgroundColor: vars.color.bg.surface,
    border: `1px solid ${vars.color.border.input}`,
    borderRadius: vars.radius.md,
    color: vars.color.fg.default,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { borderColor: vars.color.fg.subtle },
      '&:focus-within': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 3px ${vars.color.accent.subtle}`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger.fg },
      '&[data-invalid]:focus-within': { boxShadow: `0 0 0 3px ${vars.color.danger.subtle}` },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.md, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The bare input inside `control`. */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.fg.subtle, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.fg.muted,
  flexShrink: 0,
});
