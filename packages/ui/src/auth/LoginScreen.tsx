import {
  FORGOT_PASSWORD_PATH,
  REGISTER_PATH,
  SERVER_UNAVAILABLE_TOAST_MS,
  type SppockError,
} from '@sppock/sdk';
import { useLogin } from '@sppock/sdk/react';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormTextField } from '../forms/FormTextField';
import { checks, emailAddress, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useFormsMessages } from '../forms/useFormsMessages';
import { useSppockForm } from '../forms/useSppockForm';
import { AppLink } from '../navigation/Navigation';
import { Checkbox } from '../primitives/Checkbox/Checkbox';
import { toast } from '../primitives/Toaster/toastStore';
import { AuthLayout } from './AuthLayout';
import * as formStyles from './authForm.css';
import { useAuthMessages } from './useAuthMessages';
import { DEFAULT_SIGNED_IN_TARGET, useRedirectWhenSignedIn, withRedirect } from './useRedirectWhenSignedIn';

export interface LoginScreenProps {
  /**
   * Where to go after signing in — the page the visitor came from, which the app remembers, or
   * the Commander. An already signed-in user is sent there at once. @default `COMMANDER_PATH`
   */
  redirectTo?: string;
  /** Fills the e-mail field at first (e.g. from a link). @default '' */
  defaultEmail?: string;
}

interface LoginValues {
  email: string;
  password: string;
}

/**
 * /login (spec 1 §2): e-mail, password with show/hide, 'Lembrar-me', links to /forgot-password,
 * /register and /. Errors are the SDK catalogue's; a server that answers without a status gets
 * the 'Servidor indisponível' toast for 5 seconds instead (spec 1 §8).
 */
export function LoginScreen({ redirectTo = DEFAULT_SIGNED_IN_TARGET, defaultEmail = '' }: LoginScreenProps) {
  const messages = useAuthMessages();
  const formsMessages = useFormsMessages();
  const login = useLogin();
  const form = useSppockForm<LoginValues>({ defaultValues: { email: defaultEmail, password: '' } });
  useRedirectWhenSignedIn(redirectTo);

  const signIn = async ({ email, password }: LoginValues) => {
    await login.mutateAsync({ email: email.trim(), password }).catch((error: SppockError) => {
      const kind = error.failure.kind;
      if (kind === 'no-status' || kind === 'timeout') {
        toast.error(error.message, { duration: SERVER_UNAVAILABLE_TOAST_MS });
      } else {
        showServerErrors(form, { message: error.message });
      }
    });
  };

  return (
    <AuthLayout
      title={messages.loginTitle}
      description={messages.loginDescription}
      footer={
        <>
          {messages.noAccount}{' '}
          <AppLink href={withRedirect(REGISTER_PATH, redirectTo)} className={formStyles.textLink}>
            {messages.registerLink}
          </AppLink>
        </>
      }
    >
      <Form form={form} onSubmit={signIn}>
        <FormError />
        <FormTextField
          control={form.control}
          name="email"
          rules={{ validate: checks(emailAddress(formsMessages)) }}
          label={messages.emailLabel}
          type="email"
          autoComplete="username"
          placeholder={messages.emailPlaceholder}
          required
          size="lg"
        />
        <FormPasswordField
          control={form.control}
          name="password"
          rules={{ validate: checks(required(messages.passwordRequired)) }}
          label={messages.passwordLabel}
          autoComplete="current-password"
          required
          size="lg"
        />
        <div className={formStyles.between}>
          {/* The session is always kept on this device, so this checkbox changes nothing (spec 1 §2). */}
          <Checkbox label={messages.rememberMe} name="remember" defaultChecked />
          <AppLink href={FORGOT_PASSWORD_PATH} className={formStyles.smallLink}>
            {messages.forgotPasswordLink}
          </AppLink>
        </div>
        <SubmitButton size="lg" fullWidth pendingLabel={messages.loginSubmitting}>
          {messages.loginSubmit}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
