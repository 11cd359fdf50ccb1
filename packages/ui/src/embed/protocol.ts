// What the loader and the widget chunks agree on (types only, and the names of the globals the
// chunks register themselves under): the loader stays free of React and of the widgets' code.
import type { CommanderUser, TokenProvider } from './commanderAccess';

export type { CommanderUser, TokenProvider };

/** The chatbot chunk's entry points, set on `window` when the chunk runs. */
export interface SppockEmbedWidgetApi {
  mountChatbot(options: MountChatbotOptions): MountedChatbot;
}

/** The Commander chunk's entry points, set on `window` when the chunk runs. */
export interface SppockEmbedCommanderApi {
  mountCommander(options: MountCommanderOptions): MountedCommander;
}

export type EmbedTheme = 'light' | 'dark' | 'auto';
export type EmbedPosition = 'bottom-right' | 'bottom-left';

/** An answer, as `sppock:message` tells the host page. */
export interface EmbedAnswer {
  question: string;
  message: string;
  message_id: string;
}

export interface MountChatbotOptions {
  /** The element's shadow root: the widget renders and styles itself only in there. */
  root: ShadowRoot;
  /** The Sppock server (the loader's own origin unless `api-base` says otherwise). */
  apiBase: string;
  siteKey: string;
  theme: EmbedTheme;
  /** A CSS colour for buttons and highlights, or null for Sppock's. */
  brandColor: string | null;
  /** pt-BR copy overrides of the chatbot (the element's `messages` property). */
  messages: Record<string, unknown>;
  /** The widget opened or closed (the visitor's close button, Escape). */
  onOpenChange(open: boolean): void;
  /** An answer arrived. */
  onMessage(detail: EmbedAnswer): void;
}

export interface MountedChatbot {
  setOpen(open: boolean): void;
  update(options: Partial<Pick<MountChatbotOptions, 'theme' | 'brandColor' | 'messages'>>): void;
  unmount(): void;
}

export interface MountCommanderOptions extends Omit<MountChatbotOptions, 'siteKey'> {
  /** The snippet's site key (anonymous visitor sessions), or null with a token provider. */
  siteKey: string | null;
  /** The host page's token provider (a user signed in on the partner's site), or null. */
  tokenProvider: TokenProvider | null;
  /** The visitor's name and e-mail (`setUser` before the first open), or null. */
  user: CommanderUser | null;
  position: EmbedPosition;
}

export interface MountedCommander {
  setOpen(open: boolean): void;
  update(
    options: Partial<Pick<MountCommanderOptions, 'theme' | 'brandColor' | 'messages' | 'position'>>,
  ): void;
  /** Another visitor or user: a new conversation with the new identity. */
  setUser(user: CommanderUser | null): void;
  unmount(): void;
}

export const WIDGET_GLOBAL = '__sppockEmbedWidget';
export const WIDGET_FILE = 'sppock-widget.js';
export const COMMANDER_GLOBAL = '__sppockEmbedCommander';
export const COMMANDER_FILE = 'sppock-commander.js';
