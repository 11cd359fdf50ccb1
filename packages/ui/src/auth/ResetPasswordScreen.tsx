import {
  passwordResetConfirmErrorMessage,
  passwordResetConfirmSuccessMessage,
  RESET_LINK_MISSING_MESSAGE,
  SppockError,
  toFailure,
  validatePasswordReset,
} from '@sppock/sdk';
import { useSppock } from '@sppock/sdk/react';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Link2Off } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import { AppLink, useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { PasswordField } from '../primitives/PasswordField/PasswordField';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthScreens.css';
import * as formStyles from './authForm.css';
import { FormAlert } from './FormAlert';
import { PasswordChecklist } from './PasswordChecklist';
import { useAuthMessages } from './useAuthMessages';

export interface ResetPasswordScreenProps {
  /** The token of the e-mailed link (/reset-password/{token}); absent on /reset-password. */
  token?: string;
}

/**
 * /reset-password and /reset-password/{token} (spec 1 §2, §5, §8). Without a token: the spec's
 * error and a button to /forgot-password. With one: the new password and its confirmation, with
 * the live checklist; on success, the confirmation and a button to /login.
 */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const messages = useAuthMessages();
  const { api } = useSppock();
  const { navigate } = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; passwordConfirm?: string }>({});
  const [formError, setFormError] = useState<{ text: string; linkInvalid: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = useMutation<
    string,
    SppockError,
    { token: string; password: string; password_confirm: string }
  >({
    mutationKey: ['post', '/api/accounts/password-reset/confirm/'],
    mutationFn: async (body) => {
      const result = await api
        .POST('/api/accounts/password-reset/confirm/', { body })
        .catch((error: unknown) => {
          throw new SppockError(toFailure(error), passwordResetConfirmErrorMessage(error));
        });
      if (!result.response.ok) {
        throw new SppockError(toFailure(result), passwordResetConfirmErrorMessage(result));
      }
      return passwordResetConfirmSuccessMessage(result.data);
    },
  });

  useEffect(() => {
    if (done) {
      doneRef.current?.focus();
    }
  }, [done]);

  if (!token) {
    return (
      <AuthLayout title={messages.resetInvalidTitle}>
        <div className={styles.result}>
          <span className={cx(styles.resultIcon, styles.resultIconDanger)} aria-hidden="true">
            <Link2Off size={28} />
          </span>
          <FormAlert>{RESET_LINK_MISSING_MESSAGE}</FormAlert>
          <Button size="lg" fullWidth onClick={() => navigate('/forgot-password')}>
            {messages.requestNewLink}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title={messages.resetDoneTitle}>
        <div ref={doneRef} tabIndex={-1} className={styles.result}>
          <span className={cx(styles.resultIcon, styles.resultIconSuccess)} aria-hidden="true">
            <CircleCheck size={28} />
          </span>
          <FormAlert tone="success">{done}</FormAlert>
          <Button size="lg" fullWidth onClick={() => navigate('/login')}>
            {messages.goToLogin}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) {
      return;
    }
    setFormError(null);
    if (password === '') {
      setErrors({ password: messages.newPasswordRequired });
      formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
      return;
    }
    const problem = validatePasswordReset({ token, password, passwordConfirm });
    if (problem) {
      setErrors({ passwordConfirm: problem });
      formRef.current?.querySelector<HTMLInputElement>('input[name="password_confirm"]')?.focus();
      return;
    }
    setErrors({});
    confirm.mutate(
      { token, password, password_confirm: passwordConfirm },
      {
        onSuccess: setDone,
        onError: (error) =>
          // A 400 is about the link or the password; a new link is the way out of the first.
          setFormError({ text: error.message, linkInvalid: error.status === 400 }),
      },
    );
  };

  return (
    <AuthLayout title={messages.resetTitle} description={messages.resetDescription}>
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={handleSubmit}>
        {formError ? (
          <FormAlert>
            {formError.text}
            {formError.linkInvalid ? (
              <>
                {' '}
                <AppLink href="/forgot-password" className={formStyles.textLink}>
                  {messages.requestNewLink}
                </AppLink>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <div className={formStyles.group}>
          <PasswordField
            label={messages.newPasswordLabel}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
            size="lg"
          />
          <PasswordChecklist password={password} />
        </div>
        <PasswordField
          label={messages.confirmNewPasswordLabel}
          name="password_confirm"
          autoComplete="new-password"
          required
          value={passwordConfirm}
          onValueChange={(value) => {
            setPasswordConfirm(value);
            setErrors((current) => ({ ...current, passwordConfirm: undefined }));
          }}
          error={errors.passwordConfirm}
          size="lg"
        />
        <Button type="submit" size="lg" fullWidth loading={confirm.isPending}>
          {confirm.isPending ? messages.resetSubmitting : messages.resetSubmit}
        </Button>
      </form>
    </AuthLayout>
  );
}
