import type { SppockError } from '@sppock/sdk';
import { LOGIN_PATH } from '@sppock/sdk';
import { useRequestPasswordReset } from '@sppock/sdk/react';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form } from '../forms/Form';
import { FormAlert } from '../forms/FormAlert';
import { FormError } from '../forms/FormError';
import { FormTextField } from '../forms/FormTextField';
import { checks, emailAddress } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useFormsMessages } from '../forms/useFormsMessages';
import { useSppockForm } from '../forms/useSppockForm';
import { AppLink } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthScreens.css';
import * as formStyles from './authForm.css';
import { useAuthMessages } from './useAuthMessages';

export interface ForgotPasswordScreenProps {
  /** Fills the e-mail field at first. @default '' */
  defaultEmail?: string;
}

/**
 * /forgot-password (spec 1 §2, §5, §8): asks for the account's e-mail and requests a reset link.
 * The answer is the same whether or not the e-mail has an account, so nobody learns who is
 * registered; the screen then shows the server's message.
 */
export function ForgotPasswordScreen({ defaultEmail = '' }: ForgotPasswordScreenProps) {
  const messages = useAuthMessages();
  const formsMessages = useFormsMessages();
  const request = useRequestPasswordReset();
  const form = useSppockForm<{ email: string }>({ defaultValues: { email: defaultEmail } });
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) {
      sentRef.current?.focus();
    }
  }, [sent]);

  const footer = (
    <>
      {messages.rememberedPassword}{' '}
      <AppLink href={LOGIN_PATH} className={formStyles.textLink}>
        {messages.loginLink}
      </AppLink>
    </>
  );

  if (sent) {
    return (
      <AuthLayout title={messages.forgotSentTitle} footer={footer}>
        <div ref={sentRef} tabIndex={-1} className={styles.result}>
          <span className={styles.resultIcon} aria-hidden="true">
            <MailCheck size={28} />
          </span>
          <FormAlert tone="success">{sent}</FormAlert>
          <p className={styles.resultHint}>{messages.forgotSentHint}</p>
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            onClick={() => {
              setSent(null);
              request.reset();
            }}
          >
            {messages.forgotSendAgain}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={messages.forgotTitle} description={messages.forgotDescription} footer={footer}>
      <Form
        form={form}
        onSubmit={({ email }) =>
          request.mutateAsync({ email: email.trim() }).then(setSent, (error: SppockError) => {
            showServerErrors(form, { message: error.message });
          })
        }
      >
        <FormError />
        <FormTextField
          control={form.control}
          name="email"
          rules={{ validate: checks(emailAddress(formsMessages)) }}
          label={messages.emailLabel}
          type="email"
          autoComplete="email"
          placeholder={messages.emailPlaceholder}
          required
          size="lg"
        />
        <SubmitButton size="lg" fullWidth pendingLabel={messages.forgotSubmitting}>
          {messages.forgotSubmit}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
