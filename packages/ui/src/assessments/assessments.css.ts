import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** One assessment page: a centred column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 1080,
  marginInline: 'auto',
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.fg.default,
  outline: 'none',
});

export const subtitle = style({ margin: 0, color: vars.color.fg.muted, maxWidth: '70ch' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
  outline: 'none',
});

export const muted = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const spread = style({
  display: 'flex',
  // Also on a card header, which is a column by default.
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const fullRow = style({
  '@media': {
    [breakpoints.md]: { gridColumn: '1 / -1' },
  },
});

export const centered = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  color: vars.color.fg.muted,
});

/** A sticky bar at the bottom of a questionnaire: progress and submit. */
export const submitBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.raised,
  boxShadow: vars.shadow.md,
});

export const scoreValue = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.default,
  lineHeight: vars.font.lineHeight.tight,
});

export const figureList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
});

export const figureLabel = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const offlineNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.subtle,
  color: vars.color.info.fg,
  fontSize: vars.font.size.sm,
});

export const bandTone = styleVariants({
  Excelente: { color: vars.color.success.fg },
  Bom: { color: vars.color.info.fg },
  Regular: { color: vars.color.warning.fg },
  Moderado: { color: vars.color.warning.fg },
  Baixo: { color: vars.color.danger.fg },
});

export const progress = style({ minWidth: 180 });
