// What the chat uses of the web module: the guarded page fetcher and the URL panel's message.
export {
  type FetchedPage,
  type FetchPageOptions,
  fetchPage,
  type Resolver,
  WebFetchError,
  type WebFetchFailure,
} from './fetch-page.ts';
export { WEB_MESSAGES } from './messages.ts';
export { pageRequest, pageUrlFromMessage } from './page-request.ts';
export { DEFAULT_WEB_FETCH, type WebFetchSettings } from './settings.ts';
