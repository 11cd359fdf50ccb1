// What the loader and the widget chunk agree on (types only, and the name of the global the
// widget registers itself under): the loader stays free of React and of the widget's code.

/** The widget chunk's entry points, set on `window` when the chunk runs. */
export interface SppockEmbedWidgetApi {
  mountChatbot(options: MountChatbotOptions): MountedChatbot;
}

export type EmbedTheme = 'light' | 'dark' | 'auto';

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
  onMessage(detail: { question: string; message: string; message_id: string }): void;
}

export interface MountedChatbot {
  setOpen(open: boolean): void;
  update(options: Partial<Pick<MountChatbotOptions, 'theme' | 'brandColor' | 'messages'>>): void;
  unmount(): void;
}

export const WIDGET_GLOBAL = '__sppockEmbedWidget';
export const WIDGET_FILE = 'sppock-widget.js';
