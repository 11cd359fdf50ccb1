import type { PrimitivesMessages } from '../primitives/messages';

/**
 * Every feature's message module, by feature name. A feature adds its line here when it gets
 * a `messages.ts`.
 */
export interface SppockMessageCatalog {
  primitives: PrimitivesMessages;
  forms: import('../forms/messages').FormsMessages;
  auth: import('../auth/messages').AuthMessages;
  landing: import('../landing/messages').LandingMessages;
  shell: import('../shell/messages').ShellMessages;
  account: import('../account/messages').AccountMessages;
  plans: import('../plans/messages').PlansMessages;
}

/** Partial overrides a host passes to `SppockMessagesProvider`. */
export type SppockMessageOverrides = {
  [Feature in keyof SppockMessageCatalog]?: Partial<SppockMessageCatalog[Feature]>;
};
