import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
  textAlign: 'center',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-dragging]': {
      borderColor: vars.color.accent.solid,
      backgroundColor: vars.color.accent.subtle,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
  },
});

export const dropIcon = style({ color: vars.color.fg.muted });

/** The panel on a plan without document analysis: the lock, the plan and the way to it. */
export const locked = style([
  dropzone,
  { borderStyle: 'solid', borderWidth: 1, borderColor: vars.color.border.default },
]);

export const plansLink = style({
  color: vars.color.accent.fg,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `2px solid ${vars.color.accent.solid}`, outlineOffset: '2px' },
});

export const dropText = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger.fg,
});

export const fileCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.raised,
});

export const fileIcon = style({ flexShrink: 0, color: vars.color.accent.fg });

export const fileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const fileSize = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const uploading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
