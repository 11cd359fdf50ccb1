/** Which database the test files run on (the vitest project sets it). */
export const TEST_DB = (process.env.SPPOCK_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
/** The PostgreSQL server the tests create their databases on (trust auth, database `test`). */
export const TEST_POSTGRES_URL =
  process.env.SPPOCK_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis the Redis tests use, each with a random key prefix. */
export const TEST_REDIS_URL = process.env.SPPOCK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
