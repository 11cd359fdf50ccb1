// Every table of every module, for Drizzle's typed queries and for drizzle-kit.

export * from '../modules/accounts/activities/schema.ts';
export * from '../modules/accounts/schema.ts';
export * from '../modules/agents/schema.ts';
export * from '../modules/api-keys/schema.ts';
export * from '../modules/assessments/schema.ts';
export * from '../modules/chatbot/schema.ts';
export * from '../modules/conversations/schema.ts';
export * from '../modules/custom-agents/schema.ts';
export * from '../modules/embed/schema.ts';
export * from '../modules/files/schema.ts';
export * from '../modules/jobs/schema.ts';
export * from '../modules/llm/schema.ts';
export * from '../modules/marketing/schema.ts';
export * from '../modules/memory/schema.ts';
export * from '../modules/metering/schema.ts';
export * from '../modules/outbox/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/privacy/schema.ts';
export * from '../modules/schedules/schema.ts';
export * from '../modules/share-links/schema.ts';
export * from '../modules/support/schema.ts';
export * from '../modules/teams/schema.ts';
export * from '../modules/whatsapp/schema.ts';
