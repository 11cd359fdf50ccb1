import type { components, SppockError } from '@sppock/sdk';
import { type ResendCodeError, useResendCode, useVerifyCode } from '@sppock/sdk/react';
import { useEffect, useState } from 'react';
import { Form } from '../forms/Form';
import { FormAlert } from '../forms/FormAlert';
import { FormError } from '../forms/FormError';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { toast } from '../primitives/Toaster/toastStore';
import * as formStyles from './authForm.css';
import { useAuthMessages } from './useAuthMessages';

/** The server accepts one resend every 60 seconds; the first code was sent with the sign-up. */
export const RESEND_COOLDOWN_SECONDS = 60;
const CODE_LENGTH = 6;

type UserProfile = components['schemas']['UserProfile'];

/** A sign-up waiting for its code: what the registration answered. */
export interface PendingRegistration {
  /** The `user_id` the registration returned. */
  userId: number;
  /**
   * The short-lived `registration_token` the registration (or the latest resend) returned:
   * verify and resend need it, so the sequential id alone cannot verify someone else's sign-up.
   */
  registrationToken: string;
  /** Where the code went, shown in the explanation (the e-mail typed at sign-up). */
  email: string;
}

export interface VerifyAccountFormProps {
  /** The sign-up to verify. */
  pending: PendingRegistration;
  /** Seconds before 'Reenviar código' is available. @default 60 */
  initialCooldown?: number;
  /** Called after the code is accepted and the session holds the new user's tokens. */
  onVerified?: (user: UserProfile) => void;
  /**
   * Called with the sign-up's new token after a resend (each resend replaces it), for a host
   * that remembers the pending sign-up across a reload.
   */
  onPendingChange?: (pending: PendingRegistration) => void;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * The 'Verificar Conta' step of sign-up (spec 1 §2, §4): the 6-digit code sent by e-mail, a
 * verify button and 'Reenviar código' with a countdown while the server would refuse a resend.
 * A correct code signs the user in (the SDK session stores the tokens and the user).
 */
export function VerifyAccountForm({
  pending,
  initialCooldown = RESEND_COOLDOWN_SECONDS,
  onVerified,
  onPendingChange,
}: VerifyAccountFormProps) {
  const messages = useAuthMessages();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const form = useSppockForm<{ code: string }>({ defaultValues: { code: '' } });
  const [registrationToken, setRegistrationToken] = useState(pending.registrationToken);
  const [resendNotice, setResendNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [cooldown, setCooldown] = useState(initialCooldown);
  const { setFocus } = form;

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  useEffect(() => {
    if (cooldown <= 0) {
      return;
    }
    const timer = setTimeout(() => setCooldown((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const handleResend = () => {
    setResendNotice(null);
    resend.mutate(
      { user_id: pending.userId, registration_token: registrationToken },
      {
        onSuccess: (answer) => {
          setRegistrationToken(answer.registration_token);
          onPendingChange?.({ ...pending, registrationToken: answer.registration_token });
          setResendNotice({ tone: 'success', text: answer.message });
          setCooldown(RESEND_COOLDOWN_SECONDS);
          form.reset({ code: '' });
          setFocus('code');
        },
        onError: (error: ResendCodeError) => {
          setResendNotice({ tone: 'error', text: error.message });
          if (error.retryAfter) {
            setCooldown(error.retryAfter);
          }
        },
      },
    );
  };

  const submitCode = ({ code }: { code: string }) =>
    verify.mutateAsync({ user_id: pending.userId, code, registration_token: registrationToken }).then(
      (user) => {
        toast.success(messages.verifiedToast(user.first_name));
        onVerified?.(user);
      },
      (error: SppockError) => {
        showServerErrors(form, { message: error.message });
        // The message is about the code as typed: back to it, to correct or replace it.
        setFocus('code');
      },
    );

  return (
    <Form form={form} onSubmit={submitCode}>
      <p className={formStyles.lead}>{messages.verifyDescription(pending.email)}</p>
      <FormError />
      <FormTextField
        control={form.control}
        name="code"
        parse={digitsOnly}
        rules={{
          validate: checks(required(messages.codeRequired), (code: string) =>
            code.length === CODE_LENGTH ? null : messages.codeLength,
          ),
        }}
        label={messages.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        pattern="[0-9]*"
        required
        size="lg"
        inputClassName={formStyles.codeInput}
      />
      <SubmitButton size="lg" fullWidth pendingLabel={messages.verifySubmitting}>
        {messages.verifySubmit}
      </SubmitButton>
      <p className={formStyles.hint}>
        {messages.resendPrompt}{' '}
        <button
          type="button"
          className={formStyles.linkButton}
          disabled={cooldown > 0 || resend.isPending}
          onClick={handleResend}
        >
          {resend.isPending
            ? messages.resending
            : cooldown > 0
              ? messages.resendCountdown(cooldown)
              : messages.resendLink}
        </button>
      </p>
      {resendNotice ? <FormAlert tone={resendNotice.tone}>{resendNotice.text}</FormAlert> : null}
    </Form>
  );
}
