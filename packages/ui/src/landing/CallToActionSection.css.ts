import { style } from '@vanilla-extract/css';
import { focusRingOnAccent } from '../internal/styles.css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const cta = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  borderRadius: 24,
  textAlign: 'center',
  color: '#ffffff',
  backgroundColor: '#4c1d95',
  backgroundImage:
    'radial-gradient(80% 120% at 0% 0%, #7c3aed 0%, transparent 60%), radial-gradient(70% 100% at 100% 100%, #4338ca 0%, transparent 60%), linear-gradient(135deg, #5b21b6 0%, #312e81 100%)',
  boxShadow: '0 24px 60px rgba(76, 29, 149, 0.35)',
  '@media': {
    [breakpoints.lg]: { padding: '72px 48px' },
  },
});

export const ctaTitle = style({
  maxWidth: 720,
  textWrap: 'balance',
  margin: 0,
  fontSize: 'clamp(1.75rem, 3.6vw, 2.75rem)',
  lineHeight: 1.1,
  fontWeight: 800,
  letterSpacing: '-0.03em',
  outline: 'none',
});

export const ctaText = style({
  maxWidth: 560,
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.relaxed,
  color: 'rgba(255,255,255,0.88)',
});

export const ctaPrimary = style([
  focusRingOnAccent,
  {
    backgroundColor: '#ffffff',
    color: '#3b0764',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: '#f3efff' },
    },
  },
]);

export const ctaSecondary = style([
  focusRingOnAccent,
  {
    backgroundColor: 'transparent',
    color: '#ffffff',
    borderColor: 'rgba(255,255,255,0.5)',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: 'rgba(255,255,255,0.12)' },
    },
  },
]);
