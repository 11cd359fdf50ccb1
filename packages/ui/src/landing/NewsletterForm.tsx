import { Mail } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '../auth/FormAlert';
import { emailProblem } from '../auth/formValidation';
import { Button } from '../primitives/Button/Button';
import { TextField } from '../primitives/TextField/TextField';
import * as styles from './NewsletterForm.css';
import { useLandingMessages } from './useLandingMessages';

export interface NewsletterFormProps {
  /**
   * Subscribes the e-mail: resolves to the confirmation to show, or rejects with an Error whose
   * message is the pt-BR text to show. `LandingPage` passes the server call.
   */
  onSubscribe: (email: string) => Promise<string>;
  /** The e-mail in the field at first. @default '' */
  defaultEmail?: string;
}

/**
 * The landing's newsletter sign-up. A confirmation clears the field; an error keeps what was
 * typed, so the visitor only fixes it and sends again.
 */
export function NewsletterForm({ onSubscribe, defaultEmail = '' }: NewsletterFormProps) {
  const messages = useLandingMessages();
  const titleId = `${useId()}-title`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) {
      return;
    }
    const problem = emailProblem(email, messages);
    setFieldError(problem);
    setResult(null);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const confirmation = await onSubscribe(email.trim());
      setResult({ tone: 'success', text: confirmation });
      setEmail('');
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
      inputRef.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.text}>
        <span className={styles.icon} aria-hidden="true">
          <Mail size={22} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {messages.newsletterTitle}
        </h2>
        <p className={styles.subtitle}>{messages.newsletterSubtitle}</p>
      </div>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <div className={styles.row}>
          <TextField
            ref={inputRef}
            className={styles.field}
            label={messages.newsletterEmailLabel}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={messages.newsletterPlaceholder}
            required
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setFieldError(null);
            }}
            error={fieldError ?? undefined}
            size="lg"
          />
          <Button type="submit" size="lg" loading={sending} className={styles.submit}>
            {sending ? messages.newsletterSubmitting : messages.newsletterSubmit}
          </Button>
        </div>
        <p className={styles.consent}>{messages.newsletterConsent}</p>
        {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
      </form>
    </section>
  );
}
