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
  chat: import('../chat/messages').ChatMessages;
  plans: import('../plans/messages').PlansMessages;
  assessments: import('../assessments/messages').AssessmentsMessages;
  chatPanels: import('../chat/panels/messages').ChatPanelsMessages;
  support: import('../support/messages').SupportTexts;
  chatbot: import('../chatbot/messages').ChatbotTexts;
  console: import('../console/messages').ConsoleMessages;
  tutorials: import('../tutorials/messages').TutorialsMessages;
  customAgents: import('../customAgents/messages').CustomAgentsMessages;
  conversations: import('../conversations/messages').ConversationsMessages;
  pix: import('../pix/messages').PixMessages;
}

/** Partial overrides a host passes to `SppockMessagesProvider`. */
export type SppockMessageOverrides = {
  [Feature in keyof SppockMessageCatalog]?: Partial<SppockMessageCatalog[Feature]>;
};
