import type { ChatbotReply } from '@sppock/sdk';
import { LOGIN_PATH, SUPPORT_PATH } from '@sppock/sdk';
import { RotateCcw, Send, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../internal/styles.css';
import { AppLink } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '../primitives/Dialog/Dialog';
import { IconButton } from '../primitives/IconButton/IconButton';
import { Spinner } from '../primitives/Spinner/Spinner';
import { Textarea } from '../primitives/Textarea/Textarea';
import { toast } from '../primitives/Toaster/toastStore';
import { NewSupportMessageDialog, type SupportMessageDraft } from '../support/NewSupportMessageDialog';
import { vars } from '../theme/contract.css';
import { answerText } from './answerText';
import * as styles from './ChatbotWidget.css';
import { type ChatbotEntry, useChatbotConversation } from './useChatbotConversation';
import { useChatbotTexts } from './useChatbotTexts';

export interface ChatbotWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where a visitor signs in to open a support message. @default `${LOGIN_PATH}?redirect=${encodeURIComponent(SUPPORT_PATH)}` */
  signInHref?: string;
}

/** Longest question the server takes (the contract's maximum). */
const MAX_QUESTION = 2000;

/** The support message a doubtful answer offers: the server's hand-off, or one built from the exchange. */
function handoffDraft(entry: ChatbotEntry, answer: ChatbotReply): SupportMessageDraft {
  if (answer.support_handoff) {
    return { ...answer.support_handoff };
  }
  return {
    subject: `Dúvida: ${entry.question}`.slice(0, 200),
    content: `Pergunta ao assistente: ${entry.question}\n\nResposta: ${answer.message}`.slice(0, 5000),
    priority: 'normal',
  };
}

/**
 * The FAQ chatbot (spec 2 §2): a dialog (h-96, max-w-md) whose session opens on first open; the
 * conversation with suggestions, a rating per answer ('Obrigado pelo seu feedback!'), and — when
 * the bot is not sure — one click to a prefilled support message. A signed-in user keeps the
 * session's history; a visitor gets an anonymous session for the visit.
 */
export function ChatbotWidget({
  open,
  onOpenChange,
  signInHref = `${LOGIN_PATH}?redirect=${encodeURIComponent(SUPPORT_PATH)}`,
}: ChatbotWidgetProps) {
  const texts = useChatbotTexts();
  const conversation = useChatbotConversation(open);
  const [question, setQuestion] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [draft, setDraft] = useState<SupportMessageDraft | null>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const inputId = useId();

  // Keep the latest exchange in view.
  const last = conversation.entries.at(-1);
  const scrollKey = last ? `${last.key}:${last.answer ? 'answered' : 'waiting'}` : '';
  useEffect(() => {
    if (scrollKey && logRef.current) {
      logRef.current.scrollTop = logRef.current.scrollHeight;
    }
  }, [scrollKey]);

  const ask = async (text: string) => {
    if (!text.trim() || conversation.sending || !conversation.ready) {
      return;
    }
    setSendError(null);
    setQuestion('');
    try {
      await conversation.send(text);
    } catch (error) {
      setQuestion(text);
      setSendError((error as Error).message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };

  const rate = async (messageId: string, helpful: boolean) => {
    try {
      await conversation.rate(messageId, helpful);
      toast.success(texts.ratingThanks);
    } catch (error) {
      toast.error((error as Error).message || texts.ratingError);
    }
  };

  const renderAnswer = (entry: ChatbotEntry) => {
    const answer = entry.answer;
    if (!answer) {
      return (
        <p className={styles.answer} aria-busy="true">
          <Spinner size="sm" decorative /> {texts.thinking}
        </p>
      );
    }
    const doubtful = answer.answer_source === 'not_sure' || answer.support_handoff !== undefined;
    return (
      <>
        <p className={styles.answer}>
          <span className={visuallyHidden}>{texts.bot}: </span>
          {answerText(answer.message)}
        </p>
        <div className={styles.answerTools}>
          {answer.sources && answer.sources.length > 0 ? (
            <span>{texts.sourcesLabel(answer.sources.join(', '))}</span>
          ) : null}
          <IconButton
            size="sm"
            variant="ghost"
            label={texts.helpful}
            icon={<ThumbsUp size={14} aria-hidden="true" />}
            aria-pressed={entry.isHelpful === true}
            onClick={() => void rate(answer.message_id, true)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={texts.notHelpful}
            icon={<ThumbsDown size={14} aria-hidden="true" />}
            aria-pressed={entry.isHelpful === false}
            onClick={() => void rate(answer.message_id, false)}
          />
        </div>
        {doubtful ? (
          <div className={styles.handoff}>
            <span>{texts.handoffHint}</span>
            {conversation.visitor ? (
              <AppLink href={signInHref}>{texts.handoffSignIn}</AppLink>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setDraft(handoffDraft(entry, answer))}>
                {texts.handoff}
              </Button>
            )}
          </div>
        ) : null}
        {answer.suggestions.length > 0 ? (
          <fieldset className={styles.chips}>
            <legend className={visuallyHidden}>{texts.suggestions}</legend>
            {answer.suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                className={styles.chip}
                disabled={conversation.sending}
                onClick={() => void ask(suggestion)}
              >
                {suggestion}
              </button>
            ))}
          </fieldset>
        ) : null}
      </>
    );
  };

  return (
    <>
      <DialogRoot open={open} onOpenChange={onOpenChange}>
        <DialogContent
          size="sm"
          className={styles.dialog}
          // The spec's max-w-md, whatever the order of the size recipe's class and this one.
          style={{ maxWidth: vars.size.chatbotMaxWidth }}
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              <DialogTitle>{texts.title}</DialogTitle>
              <DialogDescription>{texts.description}</DialogDescription>
            </div>
            {conversation.entries.length > 0 && conversation.ready ? (
              <IconButton
                size="sm"
                variant="ghost"
                label={texts.newConversation}
                icon={<RotateCcw size={16} aria-hidden="true" />}
                loading={conversation.restarting}
                disabled={conversation.sending}
                onClick={() =>
                  void conversation.restart().catch((error: Error) => setSendError(error.message))
                }
              />
            ) : null}
          </div>
          {conversation.sessionError ? (
            <div className={styles.status} role="alert">
              <span>{conversation.sessionError}</span>
              <Button size="sm" variant="secondary" onClick={conversation.retrySession}>
                {texts.retry}
              </Button>
            </div>
          ) : !conversation.ready ? (
            <div className={styles.status}>
              <Spinner label={texts.connecting} />
            </div>
          ) : (
            <ol ref={logRef} className={styles.log} aria-label={texts.conversation} aria-live="polite">
              {conversation.entries.length === 0 ? (
                <li className={styles.exchange}>
                  <p className={styles.answer}>{texts.welcome}</p>
                  <fieldset className={styles.chips}>
                    <legend className={visuallyHidden}>{texts.suggestions}</legend>
                    {texts.starters.map((starter) => (
                      <button
                        key={starter}
                        type="button"
                        className={styles.chip}
                        onClick={() => void ask(starter)}
                      >
                        {starter}
                      </button>
                    ))}
                  </fieldset>
                </li>
              ) : null}
              {conversation.entries.map((entry) => (
                <li key={entry.key} className={styles.exchange}>
                  <p className={styles.question}>
                    <span className={visuallyHidden}>{texts.you}: </span>
                    {entry.question}
                  </p>
                  {renderAnswer(entry)}
                </li>
              ))}
            </ol>
          )}
          {sendError ? (
            <p className={styles.error} role="alert">
              {sendError}
            </p>
          ) : null}
          <form className={styles.composer} onSubmit={submit}>
            <Textarea
              id={inputId}
              className={styles.composerField}
              aria-label={texts.inputLabel}
              placeholder={texts.inputPlaceholder}
              value={question}
              onValueChange={setQuestion}
              maxLength={MAX_QUESTION}
              minHeight={36}
              maxHeight={96}
              disabled={!conversation.ready}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void ask(question);
                }
              }}
            />
            <IconButton
              type="submit"
              label={texts.send}
              icon={<Send size={16} aria-hidden="true" />}
              disabled={!question.trim() || conversation.sending || !conversation.ready}
              loading={conversation.sending}
            />
          </form>
        </DialogContent>
      </DialogRoot>
      {/* Mounted only while open: the widget is on every page, and a closed dialog draws nothing
          (its form would be built for no one on each page load). */}
      {conversation.visitor || draft === null ? null : (
        <NewSupportMessageDialog
          open
          onOpenChange={(next) => (next ? undefined : setDraft(null))}
          draft={draft ?? undefined}
        />
      )}
    </>
  );
}
