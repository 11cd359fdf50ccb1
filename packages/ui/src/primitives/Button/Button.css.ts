import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      borderRadius: vars.radius.md,
      border: '1px solid transparent',
      fontFamily: 'inherit',
      fontWeight: vars.font.weight.medium,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      userSelect: 'none',
      cursor: 'pointer',
      textDecoration: 'none',
      transitionProperty: 'background-color, border-color, color, box-shadow, opacity',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
        '&[data-loading]': { cursor: 'progress', opacity: 0.85 },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.fg.onAccent,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.accent.solidHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.bg.surface,
        color: vars.color.fg.default,
        borderColor: vars.color.border.strong,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.bg.hover },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.fg.default,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.bg.hover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.bg.active },
        },
      },
      danger: {
        backgroundColor: vars.color.danger.solid,
        color: vars.color.fg.onAccent,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.danger.solidHover },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
      md: { height: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
      lg: { height: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.controlSm },
      md: { width: vars.size.controlMd },
      lg: { width: vars.size.controlLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const iconSlot = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
