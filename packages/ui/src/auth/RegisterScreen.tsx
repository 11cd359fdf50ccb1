import {
  bodyText,
  type components,
  firstFieldMessage,
  LOGIN_PATH,
  type SppockError,
  validateRegistrationPasswords,
} from '@sppock/sdk';
import { useRegister } from '@sppock/sdk/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormPhoneField } from '../forms/FormPhoneField';
import { FormTextField } from '../forms/FormTextField';
import { group, pair } from '../forms/formLayout.css';
import { PasswordChecklist } from '../forms/PasswordChecklist';
import { brazilianPhone, checks, emailAddress, newPassword, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { type ServerErrors, showServerErrors } from '../forms/serverErrors';
import { useFormsMessages } from '../forms/useFormsMessages';
import { useSppockForm } from '../forms/useSppockForm';
import { AppLink } from '../navigation/Navigation';
import { AuthLayout } from './AuthLayout';
import * as formStyles from './authForm.css';
import { useAuthMessages } from './useAuthMessages';
import { DEFAULT_SIGNED_IN_TARGET, useRedirectWhenSignedIn, withRedirect } from './useRedirectWhenSignedIn';
import { type PendingRegistration, VerifyAccountForm } from './VerifyAccountForm';

type RegistrationRequest = components['schemas']['RegistrationRequest'];
type FieldName = keyof RegistrationRequest;

const FIELDS: ReadonlyArray<FieldName> = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'confirm_password',
  'terms_accepted',
];

const EMPTY: RegistrationRequest = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  terms_accepted: false,
};

export interface RegisterScreenProps {
  /** Where to go once the account is verified (the user is then signed in). @default `COMMANDER_PATH` */
  redirectTo?: string;
  /**
   * Opens on the 'Verificar Conta' step for this pending sign-up — for a host that remembers
   * it across a reload. @default the sign-up form
   */
  pendingVerification?: PendingRegistration;
  /**
   * Called with the pending sign-up when the code step opens, and again when a resend renews
   * its token — what a host stores to offer `pendingVerification` after a reload.
   */
  onPendingVerificationChange?: (pending: PendingRegistration) => void;
}

/**
 * What a refused sign-up shows: each field's message under its field (a common password under
 * the password, say), and the server's `error` — or the catalogue's text when no field is
 * named — for the whole form.
 */
function describeFailure(error: SppockError): ServerErrors<RegistrationRequest> {
  const failure = error.failure;
  if (failure.kind !== 'http' || bodyText(failure.body, 'error')) {
    return { message: error.message };
  }
  const fields: Partial<Record<FieldName, string>> = {};
  for (const field of FIELDS) {
    const message = firstFieldMessage(failure.body, field);
    if (message) {
      fields[field] = message;
    }
  }
  if (Object.keys(fields).length === 0) {
    return { message: error.message };
  }
  return { fields, message: bodyText(failure.body, 'suggestion') };
}

/**
 * /register (spec 1 §2, §5, §8): the sign-up form with the live password checklist and the
 * Brazilian phone as a person types it, then the 'Verificar Conta' step. Submit stays disabled
 * while sending, without accepted terms, or while the passwords differ. Server field errors show
 * under their fields; verification signs the user in and goes on to `redirectTo`.
 */
export function RegisterScreen({
  redirectTo = DEFAULT_SIGNED_IN_TARGET,
  pendingVerification,
  onPendingVerificationChange,
}: RegisterScreenProps) {
  const messages = useAuthMessages();
  const formsMessages = useFormsMessages();
  const register = useRegister();
  const form = useSppockForm<RegistrationRequest>({ defaultValues: EMPTY });
  const [password, confirmPassword, termsAccepted] = useWatch({
    control: form.control,
    name: ['password', 'confirm_password', 'terms_accepted'],
  });
  const [pending, setPending] = useState(pendingVerification ?? null);
  useRedirectWhenSignedIn(redirectTo);

  const passwordsDiffer = validateRegistrationPasswords(password, confirmPassword);

  const signUp = (values: RegistrationRequest) => {
    const email = values.email.trim();
    return register
      .mutateAsync({
        ...values,
        email,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      })
      .then(
        (answer) => {
          // The heading changes to 'Verificar Conta' and the code field takes focus.
          const next = { userId: answer.user_id, registrationToken: answer.registration_token, email };
          setPending(next);
          onPendingVerificationChange?.(next);
        },
        (error: SppockError) => showServerErrors(form, describeFailure(error)),
      );
  };

  const footer = (
    <>
      {messages.hasAccount}{' '}
      <AppLink href={withRedirect(LOGIN_PATH, redirectTo)} className={formStyles.textLink}>
        {messages.loginLink}
      </AppLink>
    </>
  );

  if (pending) {
    return (
      <AuthLayout title={messages.verifyTitle} footer={footer}>
        <VerifyAccountForm
          pending={pending}
          onPendingChange={(next) => {
            setPending(next);
            onPendingVerificationChange?.(next);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={messages.registerTitle}
      description={messages.registerDescription}
      footer={footer}
      wide
    >
      <Form form={form} onSubmit={signUp}>
        <FormError />
        <div className={pair}>
          <FormTextField
            control={form.control}
            name="first_name"
            rules={{ validate: checks(required(messages.firstNameRequired)) }}
            label={messages.firstNameLabel}
            autoComplete="given-name"
            required
            size="lg"
          />
          <FormTextField
            control={form.control}
            name="last_name"
            rules={{ validate: checks(required(messages.lastNameRequired)) }}
            label={messages.lastNameLabel}
            autoComplete="family-name"
            required
            size="lg"
          />
        </div>
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
        <FormPhoneField
          control={form.control}
          name="phone"
          rules={{ validate: checks(required(messages.phoneRequired), brazilianPhone(formsMessages)) }}
          label={messages.phoneLabel}
          placeholder={messages.phonePlaceholder}
          required
          size="lg"
        />
        <div className={group}>
          <FormPasswordField
            control={form.control}
            name="password"
            rules={{ validate: checks(required(messages.passwordRequired), newPassword()) }}
            label={messages.passwordLabel}
            autoComplete="new-password"
            required
            size="lg"
          />
          <PasswordChecklist password={password} />
        </div>
        <FormPasswordField
          control={form.control}
          name="confirm_password"
          rules={{ validate: checks(required(messages.confirmPasswordRequired)) }}
          label={messages.confirmPasswordLabel}
          autoComplete="new-password"
          required
          size="lg"
          error={confirmPassword !== '' ? (passwordsDiffer ?? undefined) : undefined}
        />
        <FormCheckbox
          control={form.control}
          name="terms_accepted"
          className={formStyles.terms}
          label={messages.termsLabel}
        />
        <SubmitButton
          size="lg"
          fullWidth
          pendingLabel={messages.registerSubmitting}
          disabled={!termsAccepted || passwordsDiffer !== null}
        >
          {messages.registerSubmit}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
