import { style } from '@vanilla-extract/css';

export const root = style({ width: '100%' });

export const chart = style({ width: '100%', height: 380, margin: 0 });
