import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panel } from '../../internal/floating.css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.bg.overlay,
  backdropFilter: 'blur(2px)',
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const content = recipe({
  base: [
    panel,
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      width: '100%',
      maxHeight: 'calc(100vh - 32px)',
      overflowY: 'auto',
      padding: vars.space.xl,
      borderRadius: vars.radius.xl,
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: 400 },
      md: { maxWidth: 520 },
      lg: { maxWidth: 720 },
    },
    placement: {
      center: {},
      // A side sheet along the end edge, full height (the account overview).
      end: {
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        width: 'min(400px, 100vw)',
        maxWidth: 'none',
        maxHeight: 'none',
        gap: 0,
        padding: 0,
        borderRadius: 0,
        borderTop: 'none',
        borderRight: 'none',
        borderBottom: 'none',
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xxl,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.fg.default,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});
