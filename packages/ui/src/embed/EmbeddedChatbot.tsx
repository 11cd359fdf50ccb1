// The chatbot as the widget chunk renders it in a partner page's shadow root: the Sppock theme
// (light, dark or the visitor's preference) with the partner's brand colour, the partner's copy
// overrides, the FAQ chatbot and its toasts.
import type { ReactNode } from 'react';
import { ChatbotWidget } from '../chatbot/ChatbotWidget';
import type { ChatbotTexts } from '../chatbot/messages';
import { SppockMessagesProvider } from '../messages/MessagesProvider';
import { EmbedThemeRoot } from './EmbedThemeRoot';
import type { EmbedTheme } from './protocol';

export interface EmbeddedChatbotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: EmbedTheme;
  brandColor: string | null;
  messages: Record<string, unknown>;
  signInHref: string;
  /** Rendered inside the theme root (the widget chunk's toasts). */
  children?: ReactNode;
}

export function EmbeddedChatbot({
  open,
  onOpenChange,
  theme,
  brandColor,
  messages,
  signInHref,
  children,
}: EmbeddedChatbotProps) {
  return (
    <EmbedThemeRoot theme={theme} brandColor={brandColor}>
      <SppockMessagesProvider messages={{ chatbot: messages as Partial<ChatbotTexts> }}>
        <ChatbotWidget open={open} onOpenChange={onOpenChange} signInHref={signInHref} />
        {children}
      </SppockMessagesProvider>
    </EmbedThemeRoot>
  );
}
