export * from './messages';
export * from './primitives';
export * from './theme';
