import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** How far the filled part of the track reaches, as a percentage. */
export const fill = createVar();

const thumbSize = '18px';
const trackHeight = '6px';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const output = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accent.fg,
  minWidth: '2ch',
  textAlign: 'end',
});

const track = {
  height: trackHeight,
  borderRadius: vars.radius.full,
  background: `linear-gradient(to right, ${vars.color.accent.solid} 0 ${fill}, ${vars.color.usage.track} ${fill} 100%)`,
};

const thumb = {
  appearance: 'none',
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  backgroundColor: vars.color.fg.onAccent,
  border: `2px solid ${vars.color.accent.solid}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
} as const;

export const input = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  width: '100%',
  height: thumbSize,
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::-webkit-slider-runnable-track': track,
    '&::-moz-range-track': track,
    '&::-webkit-slider-thumb': {
      ...thumb,
      WebkitAppearance: 'none',
      marginTop: `calc((${trackHeight} - ${thumbSize}) / 2)`,
    },
    '&::-moz-range-thumb': thumb,
    '&:focus-visible::-webkit-slider-thumb': { boxShadow: vars.shadow.focus },
    '&:focus-visible::-moz-range-thumb': { boxShadow: vars.shadow.focus },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const marks = style({
  position: 'relative',
  height: 28,
  // The thumb's centre never reaches the input's edges: inset the marks by half a thumb.
  marginInline: `calc(${thumbSize} / 2)`,
});

export const mark = style({
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  cursor: 'pointer',
  userSelect: 'none',
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="active"]': { color: vars.color.fg.default, fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: '50%',
  backgroundColor: vars.color.border.strong,
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${mark}[data-state="filled"] &, ${mark}[data-state="active"] &`]: {
      backgroundColor: vars.color.accent.solid,
    },
    [`${mark}[data-state="active"] &`]: { transform: 'scale(1.35)' },
    [`${mark}:hover &`]: { transform: 'scale(1.35)' },
  },
});
