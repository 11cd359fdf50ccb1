import { firstFieldMessage, maskCnpj, SppockError, type UserProfile } from '@sppock/sdk';
import { useEffect, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormPhoneField } from '../forms/FormPhoneField';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './account.css';
import {
  AUTOCOMPLETE,
  cnpjError,
  draftOf,
  GROUPS,
  LABEL_KEYS,
  type ProfileDraft,
  profileErrors,
} from './profileFields';
import { TimezoneSelect } from './TimezoneSelect';
import { useAccountMessages } from './useAccountMessages';

/** What the form saves: the 13 fields and the company CNPJ, and the current password when the e-mail changes. */
export type ProfileSave = ProfileDraft & { current_password?: string };

type FormValues = ProfileDraft & { current_password: string };

export interface ProfileFormProps {
  /** The saved profile: the starting values, and what 'Cancelar' restores. */
  profile: UserProfile;
  /**
   * Saves; resolve to leave edit mode, reject to stay (nothing typed is lost). A rejection with
   * a SppockError puts the server's per-field messages under their fields, and its message above
   * the form.
   */
  onSave: (values: ProfileSave) => Promise<unknown>;
  onCancel: () => void;
  /** @default false */
  saving?: boolean;
}

const SERVER_FIELDS = [...GROUPS.flatMap((group) => group.fields), 'timezone', 'current_password'] as const;

/**
 * The profile in edit mode: the 13 fields and the company CNPJ, the phone and CNPJ masks,
 * 'Salvar' and 'Cancelar'. A new e-mail asks for the current password (our deliberate addition:
 * the new address is only taken once a code sent to it is confirmed).
 */
export function ProfileForm({ profile, onSave, onCancel, saving = false }: ProfileFormProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const form = useSppockForm<FormValues>({ defaultValues: { ...draftOf(profile), current_password: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanges = email.trim() !== profile.email;

  useEffect(() => {
    form.setFocus('first_name');
  }, [form]);

  const submit = async ({ current_password, ...draft }: FormValues) => {
    const values: ProfileSave = { ...draft, email: draft.email.trim() };
    if (emailChanges) {
      values.current_password = current_password;
    }
    try {
      await onSave(values);
    } catch (error) {
      if (!(error instanceof SppockError)) {
        return;
      }
      const body = error.failure.kind === 'http' ? error.failure.body : undefined;
      const fields = Object.fromEntries(
        SERVER_FIELDS.map((field) => [field, firstFieldMessage(body, field)]).filter(([, text]) => text),
      );
      showServerErrors(form, Object.keys(fields).length > 0 ? { fields } : { message: error.message });
    }
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.profileTitle}
        </CardTitle>
        <CardDescription>{messages.profileDescription}</CardDescription>
      </CardHeader>
      <Form form={form} onSubmit={submit} className={styles.stack} aria-busy={saving || undefined}>
        <FormError />
        {GROUPS.map((group) => (
          <fieldset key={group.title} className={styles.group} disabled={saving}>
            <legend className={styles.legend}>{messages[group.title]}</legend>
            <div className={styles.fieldGrid}>
              {group.fields.map((key) =>
                key === 'phone' ? (
                  <FormPhoneField
                    key={key}
                    control={form.control}
                    name="phone"
                    label={messages.phone}
                    placeholder={messages.phonePlaceholder}
                    autoComplete="tel-national"
                    rules={{
                      validate: (value: string) => profileErrors({ email: '@', phone: value }).phone ?? true,
                    }}
                  />
                ) : key === 'company_cnpj' ? (
                  <FormTextField
                    key={key}
                    control={form.control}
                    name="company_cnpj"
                    label={messages.companyCnpj}
                    description={messages.companyCnpjHint}
                    placeholder={messages.companyCnpjPlaceholder}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={18}
                    parse={maskCnpj}
                    rules={{ validate: (value: string) => cnpjError(value) ?? true }}
                  />
                ) : (
                  <FormTextField
                    key={key}
                    control={form.control}
                    name={key}
                    label={messages[LABEL_KEYS[key]]}
                    type={key === 'email' ? 'email' : 'text'}
                    autoComplete={AUTOCOMPLETE[key] ?? 'off'}
                    required={key === 'email'}
                    rules={
                      key === 'email'
                        ? {
                            validate: (value: string) =>
                              profileErrors({ email: value, phone: '' }).email ?? true,
                          }
                        : undefined
                    }
                  />
                ),
              )}
              {group.title === 'personalSection' ? (
                <Controller
                  control={form.control}
                  name="timezone"
                  render={({ field }) => (
                    <TimezoneSelect
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              ) : null}
              {group.title === 'personalSection' && emailChanges ? (
                <FormPasswordField
                  control={form.control}
                  name="current_password"
                  label={messages.currentPasswordForEmail}
                  description={messages.currentPasswordForEmailHint}
                  autoComplete="current-password"
                  required
                  rules={{ validate: (value: string) => value !== '' || messages.currentPasswordRequired }}
                />
              ) : null}
            </div>
          </fieldset>
        ))}
        <div className={styles.formFooter}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {messages.cancel}
          </Button>
          <SubmitButton pendingLabel={messages.saving}>{messages.save}</SubmitButton>
        </div>
      </Form>
    </CardRoot>
  );
}
