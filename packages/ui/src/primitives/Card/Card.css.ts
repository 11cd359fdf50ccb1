import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.bg.surface,
    color: vars.color.fg.default,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: {},
      sm: { padding: vars.space.md, gap: vars.space.sm },
      md: { padding: vars.space.xl, gap: vars.space.lg },
    },
    interactive: {
      true: {
        transitionProperty: 'border-color, box-shadow, transform',
        transitionDuration: vars.motion.duration.normal,
        selectors: {
          '&:hover': { borderColor: vars.color.border.strong, boxShadow: vars.shadow.md },
          '&:focus-within': { borderColor: vars.color.border.focus },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', interactive: false },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.fg.default,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});
