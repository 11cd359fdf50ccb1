export * from './accounts';
export * from './assessments';
export * from './chat';
export * from './failure';
export * from './marketing';
export * from './plans';
export * from './support';
export * from './validation';
