import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from '../forms/Form';
import { FormAlert } from '../forms/FormAlert';
import { FormTextField } from '../forms/FormTextField';
import { checks, emailAddress } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { useFormsMessages } from '../forms/useFormsMessages';
import { useSppockForm } from '../forms/useSppockForm';
import * as styles from './NewsletterForm.css';
import { useLandingMessages } from './useLandingMessages';

export interface NewsletterFormProps {
  /**
   * Subscribes the e-mail: resolves to the confirmation to show, or rejects with an Error whose
   * message is the pt-BR text to show. `LandingPage` passes the SDK's `useSubscribeNewsletter`.
   */
  onSubscribe: (email: string) => Promise<string>;
  /** The e-mail in the field at first. @default '' */
  defaultEmail?: string;
}

/**
 * The landing's newsletter sign-up. A confirmation clears the field; an error keeps what was
 * typed and returns to the field, so the visitor only fixes it and sends again.
 */
export function NewsletterForm({ onSubscribe, defaultEmail = '' }: NewsletterFormProps) {
  const messages = useLandingMessages();
  const formsMessages = useFormsMessages();
  const titleId = `${useId()}-title`;
  const form = useSppockForm<{ email: string }>({ defaultValues: { email: defaultEmail } });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const subscribe = async ({ email }: { email: string }) => {
    setResult(null);
    try {
      const confirmation = await onSubscribe(email.trim());
      setResult({ tone: 'success', text: confirmation });
      form.reset({ email: '' });
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
      form.setFocus('email');
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
      <Form form={form} onSubmit={subscribe} className={styles.form}>
        <div className={styles.row}>
          <FormTextField
            control={form.control}
            name="email"
            rules={{ validate: checks(emailAddress(formsMessages)) }}
            className={styles.field}
            label={messages.newsletterEmailLabel}
            type="email"
            autoComplete="email"
            placeholder={messages.newsletterPlaceholder}
            required
            size="lg"
          />
          <SubmitButton size="lg" className={styles.submit} pendingLabel={messages.newsletterSubmitting}>
            {messages.newsletterSubmit}
          </SubmitButton>
        </div>
        <p className={styles.consent}>{messages.newsletterConsent}</p>
        {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
      </Form>
    </section>
  );
}
