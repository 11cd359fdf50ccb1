export { type BuildOptions, buildServer, operationTable, type SppockServer } from './app.ts';
export { type Clock, ManualClock, systemClock } from './clock.ts';
export { ConfigError, loadConfig, type ServerConfig } from './config.ts';
export { NOT_IMPLEMENTED_MESSAGE } from './contract/bind.ts';
export { listOperations, loadContract } from './contract/document.ts';
export { DEMO_ACCOUNTS } from './seed.ts';
