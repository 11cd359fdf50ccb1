import {
  bodyText,
  type components,
  firstFieldMessage,
  registrationErrorMessage,
  SppockError,
  toFailure,
  validateRegistrationPasswords,
} from '@sppock/sdk';
import { useSppock } from '@sppock/sdk/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { AppLink } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { Checkbox } from '../primitives/Checkbox/Checkbox';
import * as fieldStyles from '../primitives/Field/Field.css';
import { PasswordField } from '../primitives/PasswordField/PasswordField';
import { TextField } from '../primitives/TextField/TextField';
import { AuthLayout } from './AuthLayout';
import * as formStyles from './authForm.css';
import { FormAlert } from './FormAlert';
import { emailProblem, useFocusFirstInvalid } from './formValidation';
import { PasswordChecklist } from './PasswordChecklist';
import { PhoneField } from './PhoneField';
import { useAuthMessages } from './useAuthMessages';
import { DEFAULT_SIGNED_IN_TARGET, useRedirectWhenSignedIn, withRedirect } from './useRedirectWhenSignedIn';
import { VerifyAccountForm } from './VerifyAccountForm';

type RegistrationRequest = components['schemas']['RegistrationRequest'];
type FieldName = keyof RegistrationRequest;
type FieldErrors = Partial<Record<FieldName, ReactNode>>;

const FIELDS: ReadonlyArray<FieldName> = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'confirm_password',
  'terms_accepted',
];

export interface RegisterScreenProps {
  /** Where to go once the account is verified (the user is then signed in). @default '/agents/chatsppock' */
  redirectTo?: string;
  /**
   * Opens on the 'Verificar Conta' step for this pending sign-up — for a host that remembers
   * it across a reload. @default the sign-up form
   */
  pendingVerification?: { userId: number; email: string };
}

/** What a failed sign-up shows: messages under their fields, and one for the whole form. */
function describeFailure(error: SppockError): { fields: FieldErrors; form: string | null } {
  const failure = error.failure;
  if (failure.kind !== 'http' || bodyText(failure.body, 'error')) {
    return { fields: {}, form: registrationErrorMessage(error) };
  }
  const fields: FieldErrors = {};
  for (const field of FIELDS) {
    const message = firstFieldMessage(failure.body, field);
    if (message) {
      fields[field] = message;
    }
  }
  const suggestion = bodyText(failure.body, 'suggestion');
  if (Object.keys(fields).length === 0) {
    return { fields, form: registrationErrorMessage(error) };
  }
  if (suggestion && fields.email) {
    fields.email = `${fields.email} ${suggestion}`;
    return { fields, form: null };
  }
  return { fields, form: suggestion ?? null };
}

/**
 * /register (spec 1 §2, §5, §8): the sign-up form with the live password checklist and the
 * Brazilian phone mask, then the 'Verificar Conta' step. Submit stays disabled while sending,
 * without accepted terms, or while the passwords differ. Server field errors show under their
 * fields; verification signs the user in and goes on to `redirectTo`.
 */
export function RegisterScreen({
  redirectTo = DEFAULT_SIGNED_IN_TARGET,
  pendingVerification,
}: RegisterScreenProps) {
  const messages = useAuthMessages();
  const { api } = useSppock();
  const formRef = useRef<HTMLFormElement>(null);
  const termsErrorId = `${useId()}-terms-error`;
  const [values, setValues] = useState<RegistrationRequest>({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    confirm_password: '',
    terms_accepted: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(pendingVerification ?? null);
  useFocusFirstInvalid(formRef, attempt);
  useRedirectWhenSignedIn(redirectTo);

  const register = useMutation<
    components['schemas']['RegistrationResponse'],
    SppockError,
    RegistrationRequest
  >({
    mutationKey: ['post', '/api/accounts/users/register/'],
    mutationFn: async (body) => {
      const result = await api.POST('/api/accounts/users/register/', { body }).catch((error: unknown) => {
        throw new SppockError(toFailure(error), registrationErrorMessage(error));
      });
      if (!result.response.ok || !result.data) {
        throw new SppockError(toFailure(result), registrationErrorMessage(result));
      }
      return result.data;
    },
  });

  const set = <Name extends FieldName>(name: Name, value: RegistrationRequest[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const passwordsDiffer = validateRegistrationPasswords(values.password, values.confirm_password) !== null;
  const submitDisabled = register.isPending || !values.terms_accepted || passwordsDiffer;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitDisabled) {
      return;
    }
    const next: FieldErrors = {
      first_name: values.first_name.trim() === '' ? messages.firstNameRequired : undefined,
      last_name: values.last_name.trim() === '' ? messages.lastNameRequired : undefined,
      email: emailProblem(values.email, messages) ?? undefined,
      phone: values.phone === '' ? messages.phoneRequired : undefined,
      password: values.password === '' ? messages.passwordRequired : undefined,
      confirm_password: values.confirm_password === '' ? messages.confirmPasswordRequired : undefined,
    };
    setFormError(null);
    if (Object.values(next).some(Boolean)) {
      setErrors(next);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    register.mutate(
      {
        ...values,
        email: values.email.trim(),
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      },
      {
        onSuccess: (data) => {
          // The heading changes to 'Verificar Conta' and the code field takes focus.
          setPending({ userId: data.user_id, email: values.email.trim() });
        },
        onError: (error) => {
          const described = describeFailure(error);
          setErrors(described.fields);
          setFormError(described.form);
          setAttempt((count) => count + 1);
        },
      },
    );
  };

  const footer = (
    <>
      {messages.hasAccount}{' '}
      <AppLink href={withRedirect('/login', redirectTo)} className={formStyles.textLink}>
        {messages.loginLink}
      </AppLink>
    </>
  );

  if (pending) {
    return (
      <AuthLayout title={messages.verifyTitle} footer={footer}>
        <VerifyAccountForm userId={pending.userId} destination={pending.email} />
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
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={handleSubmit}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className={formStyles.pair}>
          <TextField
            label={messages.firstNameLabel}
            name="first_name"
            autoComplete="given-name"
            required
            value={values.first_name}
            onValueChange={(value) => set('first_name', value)}
            error={errors.first_name}
            size="lg"
          />
          <TextField
            label={messages.lastNameLabel}
            name="last_name"
            autoComplete="family-name"
            required
            value={values.last_name}
            onValueChange={(value) => set('last_name', value)}
            error={errors.last_name}
            size="lg"
          />
        </div>
        <TextField
          label={messages.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={messages.emailPlaceholder}
          required
          value={values.email}
          onValueChange={(value) => set('email', value)}
          error={errors.email}
          size="lg"
        />
        <PhoneField
          label={messages.phoneLabel}
          name="phone"
          placeholder={messages.phonePlaceholder}
          description={messages.phoneDescription}
          required
          value={values.phone}
          onValueChange={(digits) => set('phone', digits)}
          error={errors.phone}
          size="lg"
        />
        <div className={formStyles.group}>
          <PasswordField
            label={messages.passwordLabel}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onValueChange={(value) => set('password', value)}
            error={errors.password}
            size="lg"
          />
          <PasswordChecklist password={values.password} />
        </div>
        <PasswordField
          label={messages.confirmPasswordLabel}
          name="confirm_password"
          autoComplete="new-password"
          required
          value={values.confirm_password}
          onValueChange={(value) => set('confirm_password', value)}
          error={
            errors.confirm_password ??
            (values.confirm_password !== '' && passwordsDiffer
              ? validateRegistrationPasswords(values.password, values.confirm_password)
              : undefined)
          }
          size="lg"
        />
        <div className={formStyles.group}>
          <Checkbox
            className={formStyles.terms}
            label={messages.termsLabel}
            name="terms_accepted"
            checked={values.terms_accepted}
            onCheckedChange={(checked) => set('terms_accepted', checked)}
            aria-invalid={errors.terms_accepted ? true : undefined}
            aria-describedby={errors.terms_accepted ? termsErrorId : undefined}
          />
          {errors.terms_accepted ? (
            <p id={termsErrorId} className={fieldStyles.error}>
              {errors.terms_accepted}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" fullWidth loading={register.isPending} disabled={submitDisabled}>
          {register.isPending ? messages.registerSubmitting : messages.registerSubmit}
        </Button>
      </form>
    </AuthLayout>
  );
}
