// MSW handlers typed from the contract (openapi-msw over the SDK's generated paths), the one way
// the SDK's, the UI kit's and the app's tests and stories answer calls.
import type { SppockPaths } from '@sppock/sdk';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * MSW's `http`, typed from the contract: a handler for a path the contract lacks, a wrong query
 * parameter or a `response(status).json(...)` that does not match the schema fails the type
 * check. Paths are relative: a test client (`createTestClient`) answers them on whichever origin
 * it calls (the API's or the payments service's), Storybook's worker on the page's origin.
 *
 * @example
 * http.get('/api/support/messages/{id}/', ({ params, response }) =>
 *   response(200).json({ success: true, data: message(Number(params.id)) }),
 * );
 */
export const http = createOpenApiHttp<SppockPaths>();

export { delay, HttpResponse } from 'msw';
