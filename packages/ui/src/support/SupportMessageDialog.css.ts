import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const notice = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const subject = style({ overflowWrap: 'anywhere' });
