import { type components, resendCodeErrorMessage, SppockError, toFailure } from '@sppock/sdk';
import { useSppock, useVerifyCode } from '@sppock/sdk/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { TextField } from '../primitives/TextField/TextField';
import { toast } from '../primitives/Toaster/toastStore';
import * as formStyles from './authForm.css';
import { FormAlert } from './FormAlert';
import { useAuthMessages } from './useAuthMessages';

/** The server accepts one resend every 60 seconds; the first code was sent with the sign-up. */
export const RESEND_COOLDOWN_SECONDS = 60;
const CODE_LENGTH = 6;

type UserProfile = components['schemas']['UserProfile'];

export interface VerifyAccountFormProps {
  /** The `user_id` the registration returned. */
  userId: number;
  /** Where the code went, shown in the explanation (the e-mail typed at sign-up). */
  destination: string;
  /** Seconds before 'Reenviar código' is available. @default 60 */
  initialCooldown?: number;
  /** Called after the code is accepted and the session holds the new user's tokens. */
  onVerified?: (user: UserProfile) => void;
}

/** Seconds to wait from a 429's Retry-After header, when it has one. */
function retryAfterSeconds(response: Response | undefined): number | null {
  const header = response?.headers.get('Retry-After');
  const seconds = header ? Number.parseInt(header, 10) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * The 'Verificar Conta' step of sign-up (spec 1 §2, §4): the 6-digit code sent by SMS and e-mail,
 * a verify button and 'Reenviar código' with a countdown while the server would refuse a resend.
 * A correct code signs the user in (the SDK session stores the tokens and the user).
 */
export function VerifyAccountForm({
  userId,
  destination,
  initialCooldown = RESEND_COOLDOWN_SECONDS,
  onVerified,
}: VerifyAccountFormProps) {
  const messages = useAuthMessages();
  const { api } = useSppock();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [resendNotice, setResendNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [cooldown, setCooldown] = useState(initialCooldown);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  useEffect(() => {
    if (cooldown <= 0) {
      return;
    }
    const timer = setTimeout(() => setCooldown((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const resend = useMutation<string, SppockError & { retryAfter?: number | null }, void>({
    mutationKey: ['post', '/api/accounts/users/resend_code/'],
    mutationFn: async () => {
      const result = await api
        .POST('/api/accounts/users/resend_code/', { body: { user_id: userId } })
        .catch((error: unknown) => {
          throw new SppockError(toFailure(error), resendCodeErrorMessage(error));
        });
      if (!result.response.ok || !result.data) {
        throw Object.assign(new SppockError(toFailure(result), resendCodeErrorMessage(result)), {
          retryAfter: result.response.status === 429 ? retryAfterSeconds(result.response) : null,
        });
      }
      return result.data.message;
    },
  });

  const handleResend = () => {
    setResendNotice(null);
    resend.mutate(undefined, {
      onSuccess: (message) => {
        setResendNotice({ tone: 'success', text: message });
        setCooldown(RESEND_COOLDOWN_SECONDS);
        setCode('');
        codeRef.current?.focus();
      },
      onError: (error) => {
        setResendNotice({ tone: 'error', text: error.message });
        if (error.retryAfter) {
          setCooldown(error.retryAfter);
        }
      },
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) {
      return;
    }
    setVerifyError(null);
    const problem =
      code === '' ? messages.codeRequired : code.length !== CODE_LENGTH ? messages.codeLength : null;
    setCodeError(problem);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    verify.mutate(
      { user_id: userId, code },
      {
        onSuccess: (user) => {
          toast.success(messages.verifiedToast(user.first_name));
          onVerified?.(user);
        },
        onError: (error) => {
          setVerifyError(error.message);
          codeRef.current?.focus();
        },
      },
    );
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
      <p className={formStyles.lead}>{messages.verifyDescription(destination)}</p>
      {verifyError ? <FormAlert>{verifyError}</FormAlert> : null}
      <TextField
        ref={codeRef}
        label={messages.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        pattern="[0-9]*"
        required
        value={code}
        onValueChange={(value) => {
          setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          setCodeError(null);
        }}
        error={codeError ?? undefined}
        size="lg"
        inputClassName={formStyles.codeInput}
      />
      <Button type="submit" size="lg" fullWidth loading={verify.isPending}>
        {verify.isPending ? messages.verifySubmitting : messages.verifySubmit}
      </Button>
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
    </form>
  );
}
