import { SERVER_UNAVAILABLE_TOAST_MS } from '@sppock/sdk';
import { useLogin } from '@sppock/sdk/react';
import { type FormEvent, useRef, useState } from 'react';
import { AppLink } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { Checkbox } from '../primitives/Checkbox/Checkbox';
import { PasswordField } from '../primitives/PasswordField/PasswordField';
import { TextField } from '../primitives/TextField/TextField';
import { toast } from '../primitives/Toaster/toastStore';
import { AuthLayout } from './AuthLayout';
import * as formStyles from './authForm.css';
import { FormAlert } from './FormAlert';
import { emailProblem, useFocusFirstInvalid } from './formValidation';
import { useAuthMessages } from './useAuthMessages';
import { DEFAULT_SIGNED_IN_TARGET, useRedirectWhenSignedIn, withRedirect } from './useRedirectWhenSignedIn';

export interface LoginScreenProps {
  /**
   * Where to go after signing in — the page the visitor came from, which the app remembers, or
   * the Commander. An already signed-in user is sent there at once. @default '/agents/chatsppock'
   */
  redirectTo?: string;
  /** Fills the e-mail field at first (e.g. from a link). @default '' */
  defaultEmail?: string;
}

interface LoginErrors {
  email?: string;
  password?: string;
}

/**
 * /login (spec 1 §2): e-mail, password with show/hide, 'Lembrar-me', links to /forgot-password,
 * /register and /. Errors are the SDK catalogue's; a server that answers without a status gets
 * the 'Servidor indisponível' toast for 5 seconds instead (spec 1 §8).
 */
export function LoginScreen({ redirectTo = DEFAULT_SIGNED_IN_TARGET, defaultEmail = '' }: LoginScreenProps) {
  const messages = useAuthMessages();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);
  useRedirectWhenSignedIn(redirectTo);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) {
      return;
    }
    const next: LoginErrors = {
      email: emailProblem(email, messages) ?? undefined,
      password: password === '' ? messages.passwordRequired : undefined,
    };
    setErrors(next);
    setServerError(null);
    if (next.email || next.password) {
      setAttempt((count) => count + 1);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          const kind = error.failure.kind;
          if (kind === 'no-status' || kind === 'timeout') {
            toast.error(error.message, { duration: SERVER_UNAVAILABLE_TOAST_MS });
          } else {
            setServerError(error.message);
          }
        },
      },
    );
  };

  return (
    <AuthLayout
      title={messages.loginTitle}
      description={messages.loginDescription}
      footer={
        <>
          {messages.noAccount}{' '}
          <AppLink href={withRedirect('/register', redirectTo)} className={formStyles.textLink}>
            {messages.registerLink}
          </AppLink>
        </>
      }
    >
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={handleSubmit}>
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <TextField
          label={messages.emailLabel}
          type="email"
          name="email"
          autoComplete="username"
          placeholder={messages.emailPlaceholder}
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
          size="lg"
        />
        <PasswordField
          label={messages.passwordLabel}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          size="lg"
        />
        <div className={formStyles.between}>
          {/* The session is always kept on this device, so this checkbox changes nothing (spec 1 §2). */}
          <Checkbox label={messages.rememberMe} name="remember" defaultChecked />
          <AppLink href="/forgot-password" className={formStyles.smallLink}>
            {messages.forgotPasswordLink}
          </AppLink>
        </div>
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {login.isPending ? messages.loginSubmitting : messages.loginSubmit}
        </Button>
      </form>
    </AuthLayout>
  );
}
