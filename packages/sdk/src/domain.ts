// @sppock/sdk/domain — the product's facts and pure rules (agent catalogue, plans, limits, score
// bands, assessment content, support statuses, routes, the time zone, formatting). No HTTP
// client and no React: the reference server imports this entry, and so do the UI and the app
// (through '@sppock/sdk', which re-exports it), so each fact has one home.
export * from './domain/agentGuess';
export * from './domain/agents';
export * from './domain/assessments';
export * from './domain/cnpj';
export * from './domain/commander';
export * from './domain/confidence';
export * from './domain/conversations';
export * from './domain/embed';
export * from './domain/format';
export * from './domain/location';
export * from './domain/months';
export * from './domain/password';
export * from './domain/phone';
export * from './domain/plans';
export * from './domain/policies';
export * from './domain/relativeTime';
export * from './domain/routes';
export * from './domain/schedules';
export * from './domain/scores';
export * from './domain/support';
export * from './domain/timeZone';
export * from './domain/timezones';
export * from './domain/usage';
