// What the chat uses of the search module: the configured client, the tool for a model call and
// the cited answers.
export { offlineSearchAnswer, resultLink, resultsList, sourcesSection } from './answer.ts';
export {
  createSearchClient,
  DEFAULT_LOCATION,
  ExaClient,
  type SearchClient,
  SearchError,
  type SearchLocation,
  type SearchQuery,
  type SearchResult,
  SerperClient,
} from './client.ts';
export { SEARCH_MESSAGES } from './messages.ts';
export { readSearchSettings, SEARCH_VARIABLES, type SearchSettings } from './settings.ts';
export { SEARCH_TOOL_NAME, SearchLog, searchTools } from './tool.ts';
