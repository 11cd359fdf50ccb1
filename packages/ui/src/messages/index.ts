export type { SppockMessageCatalog, SppockMessageOverrides } from './catalog';
export { SppockMessagesProvider, type SppockMessagesProviderProps, useMessages } from './MessagesProvider';
