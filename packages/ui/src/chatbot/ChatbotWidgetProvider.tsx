import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** What the chat toolbar, the shell or a page may do with the FAQ chatbot. */
export interface ChatbotWidgetControls {
  /** Whether a provider is mounted (a host without one shows no chatbot button). */
  available: boolean;
  /** Whether the widget is open. */
  isOpen: boolean;
  /** Opens the widget (the chat toolbar's chatbot button: `useChatbotWidget().open`). */
  open: () => void;
  close: () => void;
  /** Opens or closes it. */
  setOpen: (open: boolean) => void;
}

const unavailable: ChatbotWidgetControls = {
  available: false,
  isOpen: false,
  open: () => {},
  close: () => {},
  setOpen: () => {},
};

const ChatbotWidgetContext = createContext<ChatbotWidgetControls>(unavailable);

export interface ChatbotWidgetProviderProps {
  children?: ReactNode;
  /** Starts open (stories). @default false */
  defaultOpen?: boolean;
}

/**
 * Holds whether the FAQ chatbot is open, for every page under it: the app mounts it once in its
 * root layout with `<ChatbotLauncher />`, and any component opens the widget with
 * `useChatbotWidget().open()`.
 */
export function ChatbotWidgetProvider({ children, defaultOpen = false }: ChatbotWidgetProviderProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const value = useMemo<ChatbotWidgetControls>(
    () => ({
      available: true,
      isOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      setOpen,
    }),
    [isOpen],
  );
  return <ChatbotWidgetContext.Provider value={value}>{children}</ChatbotWidgetContext.Provider>;
}

/** Opens and closes the FAQ chatbot; outside a provider every action does nothing (`available: false`). */
export function useChatbotWidget(): ChatbotWidgetControls {
  return useContext(ChatbotWidgetContext);
}
