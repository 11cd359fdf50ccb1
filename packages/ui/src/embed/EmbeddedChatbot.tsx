// The chatbot as the widget chunk renders it in a partner page's shadow root: the Sppock theme
// (light, dark or the visitor's preference) with the partner's brand colour, the partner's copy
// overrides, the FAQ chatbot and its toasts.
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { ChatbotWidget } from '../chatbot/ChatbotWidget';
import type { ChatbotTexts } from '../chatbot/messages';
import { SppockMessagesProvider } from '../messages/MessagesProvider';
import { vars } from '../theme/contract.css';
import { SppockThemeRoot } from '../theme/ThemeProvider';
import type { EmbedTheme } from './protocol';

/** `var(--x)` → `--x`: a theme variable to set on the widget's root. */
const variableName = (reference: string) => reference.replace(/^var\((--[^),]+).*$/, '$1');

function useSystemTheme(theme: EmbedTheme): 'light' | 'dark' {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const [dark, setDark] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query || theme !== 'auto') {
      return;
    }
    const listener = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [query, theme]);
  return theme === 'auto' ? (dark ? 'dark' : 'light') : theme;
}

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
  const resolved = useSystemTheme(theme);
  const style = brandColor
    ? ({
        [variableName(vars.color.accent.solid)]: brandColor,
        [variableName(vars.color.accent.solidHover)]: brandColor,
      } as CSSProperties)
    : undefined;
  return (
    <SppockThemeRoot theme={resolved} style={style}>
      <SppockMessagesProvider messages={{ chatbot: messages as Partial<ChatbotTexts> }}>
        <ChatbotWidget open={open} onOpenChange={onOpenChange} signInHref={signInHref} />
        {children}
      </SppockMessagesProvider>
    </SppockThemeRoot>
  );
}
