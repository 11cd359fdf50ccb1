import { formatPhone, timezoneGroups, type UserProfile, validateProfile } from '@sppock/sdk';
import { useProfile, useUpdateProfile } from '@sppock/sdk/react';
import { Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PhoneField } from '../forms/PhoneField';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Spinner } from '../primitives/Spinner/Spinner';
import { TextField } from '../primitives/TextField/TextField';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import { profileWithTimezone } from '../shell/useTimezoneAutoSave';
import * as styles from './account.css';
import { TimezoneSelect } from './TimezoneSelect';
import { useAccountMessages } from './useAccountMessages';

/** The 13 fields of the profile form (spec 1 §3 "User"). */
export type ProfileDraft = ReturnType<typeof profileWithTimezone>;

/** The form's starting values: the profile as saved (the phone as digits; the field masks it). */
export function draftOf(profile: UserProfile): ProfileDraft {
  return profileWithTimezone(profile, profile.timezone);
}

/** The pt-BR name of a zone from the grouped list, or the zone itself. */
export function timezoneLabel(zone: string): string {
  for (const group of timezoneGroups) {
    const option = group.options.find((item) => item.value === zone);
    if (option) {
      return option.label;
    }
  }
  return zone;
}

/** Field errors of the profile form (spec 1 §5 "Profile save"). */
export function profileErrors(draft: Pick<ProfileDraft, 'email' | 'phone'>): {
  email: string | null;
  phone: string | null;
} {
  return {
    email: validateProfile({ email: draft.email }),
    phone: validateProfile({ email: '@', phone: draft.phone }),
  };
}

type TextKey = Exclude<keyof ProfileDraft, 'timezone'>;

const GROUPS: ReadonlyArray<{
  title: 'personalSection' | 'companySection' | 'addressSection';
  fields: TextKey[];
}> = [
  { title: 'personalSection', fields: ['first_name', 'last_name', 'email', 'phone'] },
  { title: 'companySection', fields: ['company', 'position', 'industry'] },
  { title: 'addressSection', fields: ['address', 'city', 'state', 'country', 'postal_code'] },
];

const LABEL_KEYS = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  company: 'company',
  position: 'position',
  industry: 'industry',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'country',
  postal_code: 'postalCode',
} as const satisfies Record<TextKey, string>;

const AUTOCOMPLETE: Partial<Record<TextKey, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel-national',
  company: 'organization',
  position: 'organization-title',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
  postal_code: 'postal-code',
};

export interface ProfileDetailsProps {
  profile: UserProfile;
  onEdit: () => void;
  /** Focus the 'Editar' button (after leaving edit mode). @default false */
  focusEdit?: boolean;
}

/** The profile in view mode, with 'Editar'. */
export function ProfileDetails({ profile, onEdit, focusEdit = false }: ProfileDetailsProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) {
      editRef.current?.focus();
    }
  }, [focusEdit]);
  const value = (key: TextKey): string => (key === 'phone' ? formatPhone(profile.phone) : profile[key]);
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <div className={styles.cardHeaderRow}>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            {messages.profileTitle}
          </CardTitle>
          <CardDescription>{messages.profileDescription}</CardDescription>
        </CardHeader>
        <Button
          ref={editRef}
          variant="secondary"
          leadingIcon={<Pencil size={16} aria-hidden="true" />}
          onClick={onEdit}
        >
          {messages.edit}
        </Button>
      </div>
      <CardContent className={styles.stack}>
        {GROUPS.map((group) => (
          <section key={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{messages[group.title]}</h3>
            <dl className={styles.facts}>
              {group.fields.map((key) => (
                <div key={key} className={styles.fact}>
                  <dt className={styles.factLabel}>{messages[LABEL_KEYS[key]]}</dt>
                  <dd className={styles.factValue}>
                    {value(key) ? (
                      value(key)
                    ) : (
                      <span className={styles.factEmpty}>{messages.notProvided}</span>
                    )}
                  </dd>
                </div>
              ))}
              {group.title === 'personalSection' ? (
                <div className={styles.fact}>
                  <dt className={styles.factLabel}>{messages.timezone}</dt>
                  <dd className={styles.factValue}>
                    {profile.timezone ? (
                      timezoneLabel(profile.timezone)
                    ) : (
                      <span className={styles.factEmpty}>{messages.notProvided}</span>
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        ))}
      </CardContent>
    </CardRoot>
  );
}

export interface ProfileFormProps {
  /** The saved profile: the starting values, and what 'Cancelar' restores. */
  profile: UserProfile;
  /** Saves the 13 fields; resolve to leave edit mode, reject to stay (nothing typed is lost). */
  onSave: (draft: ProfileDraft) => Promise<unknown>;
  onCancel: () => void;
  /** @default false */
  saving?: boolean;
}

/** The profile in edit mode: the 13 fields, the Brazilian phone mask, 'Salvar' and 'Cancelar'. */
export function ProfileForm({ profile, onSave, onCancel, saving = false }: ProfileFormProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<{ email: string | null; phone: string | null }>({
    email: null,
    phone: null,
  });
  const firstRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  const set = (key: keyof ProfileDraft, value: string) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    if (key === 'email' || key === 'phone') {
      setErrors((previous) => ({ ...previous, [key]: null }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = profileErrors(draft);
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.phone) {
      phoneRef.current?.focus();
      return;
    }
    await onSave({ ...draft, email: draft.email.trim() }).catch(() => undefined);
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.profileTitle}
        </CardTitle>
        <CardDescription>{messages.profileDescription}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={submit} className={styles.stack} aria-busy={saving || undefined}>
        {GROUPS.map((group) => (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.legend}>{messages[group.title]}</legend>
            <div className={styles.fieldGrid}>
              {group.fields.map((key) =>
                key === 'phone' ? (
                  <PhoneField
                    key={key}
                    ref={phoneRef}
                    label={messages.phone}
                    name={key}
                    placeholder={messages.phonePlaceholder}
                    autoComplete="tel-national"
                    value={draft.phone}
                    error={errors.phone}
                    onValueChange={(value) => set('phone', value)}
                    disabled={saving}
                  />
                ) : (
                  <TextField
                    key={key}
                    ref={key === 'first_name' ? firstRef : key === 'email' ? emailRef : undefined}
                    label={messages[LABEL_KEYS[key]]}
                    name={key}
                    type={key === 'email' ? 'email' : 'text'}
                    autoComplete={AUTOCOMPLETE[key] ?? 'off'}
                    required={key === 'email'}
                    value={draft[key]}
                    error={key === 'email' ? errors.email : undefined}
                    onValueChange={(value) => set(key, value)}
                    disabled={saving}
                  />
                ),
              )}
              {group.title === 'personalSection' ? (
                <TimezoneSelect
                  name="timezone"
                  value={draft.timezone}
                  onValueChange={(value) => set('timezone', value)}
                  disabled={saving}
                />
              ) : null}
            </div>
          </fieldset>
        ))}
        <div className={styles.formFooter}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? messages.saving : messages.save}
          </Button>
        </div>
      </form>
    </CardRoot>
  );
}

/**
 * The Perfil tab (spec 1 §2, §5): the profile in view mode; 'Editar' opens the form, 'Salvar'
 * checks the e-mail and the phone and saves ('Dados atualizados com sucesso!'), 'Cancelar'
 * restores the saved values.
 */
export function ProfileTab() {
  const messages = useAccountMessages();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [left, setLeft] = useState(false);

  if (profile.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <LoadError
        title={messages.profileLoadError}
        message={profile.error?.message}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (!editing) {
    return (
      <ProfileDetails
        profile={profile.data}
        focusEdit={left}
        onEdit={() => {
          setLeft(false);
          setEditing(true);
        }}
      />
    );
  }
  const leave = () => {
    setEditing(false);
    setLeft(true);
  };
  return (
    <ProfileForm
      profile={profile.data}
      saving={update.isPending}
      onCancel={leave}
      onSave={async (draft) => {
        try {
          await update.mutateAsync(draft);
        } catch (error) {
          toast.error((error as Error).message);
          throw error;
        }
        toast.success(messages.profileSaved);
        leave();
      }}
    />
  );
}
