import type { SppockPaths } from '@sppock/sdk';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * MSW handlers typed from the contract (openapi-msw over the SDK's generated `paths`): a handler
 * for a path the contract does not have, a wrong query parameter or a response that does not
 * match the schema fails the type check.
 *
 * @example
 * http.get('/api/agents/usage/history/', ({ query, response }) =>
 *   response(200).json({ success: true, sessions: [], total_count: 0, page: 1, limit: 10, has_next: false, has_previous: false }),
 * );
 */
export const http = createOpenApiHttp<SppockPaths>();

export { delay, HttpResponse } from 'msw';
