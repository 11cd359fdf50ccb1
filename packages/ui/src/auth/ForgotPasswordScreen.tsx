import {
  passwordResetRequestErrorMessage,
  passwordResetRequestSuccessMessage,
  SppockError,
  toFailure,
} from '@sppock/sdk';
import { useSppock } from '@sppock/sdk/react';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AppLink } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { TextField } from '../primitives/TextField/TextField';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthScreens.css';
import * as formStyles from './authForm.css';
import { FormAlert } from './FormAlert';
import { emailProblem } from './formValidation';
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
  const { api } = useSppock();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const request = useMutation<string, SppockError, string>({
    mutationKey: ['post', '/api/accounts/password-reset/'],
    mutationFn: async (address) => {
      const result = await api
        .POST('/api/accounts/password-reset/', { body: { email: address } })
        .catch((error: unknown) => {
          throw new SppockError(toFailure(error), passwordResetRequestErrorMessage(error));
        });
      if (!result.response.ok) {
        throw new SppockError(toFailure(result), passwordResetRequestErrorMessage(result));
      }
      return passwordResetRequestSuccessMessage(result.data);
    },
  });

  useEffect(() => {
    if (sent) {
      sentRef.current?.focus();
    }
  }, [sent]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) {
      return;
    }
    const problem = emailProblem(email, messages);
    setEmailError(problem);
    setServerError(null);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    request.mutate(email.trim(), {
      onSuccess: setSent,
      onError: (error) => setServerError(error.message),
    });
  };

  const footer = (
    <>
      {messages.rememberedPassword}{' '}
      <AppLink href="/login" className={formStyles.textLink}>
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
      <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <TextField
          ref={inputRef}
          label={messages.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={messages.emailPlaceholder}
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setEmailError(null);
          }}
          error={emailError ?? undefined}
          size="lg"
        />
        <Button type="submit" size="lg" fullWidth loading={request.isPending}>
          {request.isPending ? messages.forgotSubmitting : messages.forgotSubmit}
        </Button>
      </form>
    </AuthLayout>
  );
}
