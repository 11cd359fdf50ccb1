import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './ChatPanel.css';
import { useChatPanelsMessages } from './useChatPanelsMessages';

export interface ChatPanelProps {
  /** Whether the panel is shown. */
  open: boolean;
  /** Called with `false` when the × button or Escape closes it. */
  onOpenChange: (open: boolean) => void;
  /** The panel's heading (also its accessible name). */
  title: string;
  /** One line under the heading. */
  description: string;
  children?: ReactNode;
}

/**
 * The frame of a panel that opens above the chat's input bar (the file and URL panels, spec 2
 * §2): a labelled region with a heading and a × button. It is not modal — the conversation
 * stays readable — so focus moves into it when it opens, Escape closes it, and focus goes back
 * to where it was (the toolbar button) when it closes.
 */
export function ChatPanel({ open, onOpenChange, title, description, children }: ChatPanelProps) {
  const messages = useChatPanelsMessages();
  const titleId = useId();
  const descriptionId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) {
      return;
    }
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = sectionRef.current;
    // The first field, where the user starts; the × button only when the panel has nothing else.
    const first = ['[data-autofocus]', 'input:not([hidden]), textarea', 'button:not(:disabled)']
      .map((selector) => root?.querySelector<HTMLElement>(selector))
      .find(Boolean);
    first?.focus();
    return () => {
      const target = returnFocusTo.current;
      // Only when focus was inside the panel (or on nothing): never steal it from where the user went.
      const active = document.activeElement;
      if (
        target?.isConnected &&
        (active === null || active === document.body || sectionRef.current?.contains(active))
      ) {
        target.focus();
      }
    };
  }, [open]);

  if (!open) {
    return null;
  }

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  return (
    <section
      ref={sectionRef}
      className={styles.panel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-state="open"
      onKeyDown={closeOnEscape}
    >
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        </div>
        <IconButton
          label={messages.close}
          icon={<X size={18} />}
          size="sm"
          onClick={() => onOpenChange(false)}
        />
      </div>
      {children}
    </section>
  );
}
