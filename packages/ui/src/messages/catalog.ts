import type { PrimitivesMessages } from '../primitives/messages';

/**
 * Every feature's message module, by feature name. A feature adds its line here when it gets
 * a `messages.ts`.
 */
export interface SppockMessageCatalog {
  primitives: PrimitivesMessages;
}

/** Partial overrides a host passes to `SppockMessagesProvider`. */
export type SppockMessageOverrides = {
  [Feature in keyof SppockMessageCatalog]?: Partial<SppockMessageCatalog[Feature]>;
};
