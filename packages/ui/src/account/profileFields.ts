// The profile's fields as the account area shows and edits them (spec 1 §3 "User", §5).
import {
  CNPJ_INVALID_MESSAGE,
  isValidCnpj,
  timezoneGroups,
  type UserProfile,
  validateProfile,
} from '@sppock/sdk';
import { profileWithTimezone } from '../shell/useTimezoneAutoSave';

/** The 13 fields of the profile form (spec 1 §3 "User") and the company CNPJ (issue 31 §4). */
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

/**
 * The company CNPJ's check (issue 31 §4): empty, or numeric or alphanumeric with valid check
 * digits, by the SDK's one validator (the server's too).
 */
export function cnpjError(value: string): string | null {
  return value === '' || isValidCnpj(value) ? null : CNPJ_INVALID_MESSAGE;
}

export type TextKey = Exclude<keyof ProfileDraft, 'timezone'>;

export const GROUPS: ReadonlyArray<{
  title: 'personalSection' | 'companySection' | 'addressSection';
  fields: TextKey[];
}> = [
  { title: 'personalSection', fields: ['first_name', 'last_name', 'email', 'phone'] },
  { title: 'companySection', fields: ['company', 'company_cnpj', 'position', 'industry'] },
  { title: 'addressSection', fields: ['address', 'city', 'state', 'country', 'postal_code'] },
];

export const LABEL_KEYS = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  company: 'company',
  company_cnpj: 'companyCnpj',
  position: 'position',
  industry: 'industry',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'country',
  postal_code: 'postalCode',
} as const satisfies Record<TextKey, string>;

export const AUTOCOMPLETE: Partial<Record<TextKey, string>> = {
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
