import { MessageCircleQuestion } from 'lucide-react';
import { cx } from '../internal/cx';
import { button } from '../primitives/Button/Button.css';
import * as styles from './ChatbotLauncher.css';
import { ChatbotWidget } from './ChatbotWidget';
import { useChatbotWidget } from './ChatbotWidgetProvider';
import { useChatbotTexts } from './useChatbotTexts';

export interface ChatbotLauncherProps {
  /** Where a visitor signs in to open a support message. @default `${LOGIN_PATH}?redirect=${encodeURIComponent(SUPPORT_PATH)}` */
  signInHref?: string;
  /** Hide the floating button (the widget still opens from `useChatbotWidget().open()`). @default false */
  hideButton?: boolean;
}

/**
 * The FAQ chatbot on every page (spec 1 §1): a floating button at the bottom corner and the widget
 * it opens. Mount it once inside `<ChatbotWidgetProvider>`; the widget stays mounted, so the
 * conversation survives moving between pages.
 */
export function ChatbotLauncher({ signInHref, hideButton = false }: ChatbotLauncherProps) {
  const texts = useChatbotTexts();
  const widget = useChatbotWidget();
  return (
    <>
      {hideButton || widget.isOpen ? null : (
        <button
          type="button"
          className={cx(button({ variant: 'primary' }), styles.launcher)}
          aria-label={texts.launcher}
          title={texts.launcher}
          aria-haspopup="dialog"
          onClick={widget.open}
        >
          <MessageCircleQuestion size={24} aria-hidden="true" />
        </button>
      )}
      <ChatbotWidget open={widget.isOpen} onOpenChange={widget.setOpen} signInHref={signInHref} />
    </>
  );
}
