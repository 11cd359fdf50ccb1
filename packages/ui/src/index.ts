export * from './forms';
export * from './messages';
export * from './navigation';
export * from './primitives';
export * from './theme';
