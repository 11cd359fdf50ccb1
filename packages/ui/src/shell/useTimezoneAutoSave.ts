import { browserTimeZone, type UserProfile } from '@sppock/sdk';
import { useProfile, useUpdateProfile } from '@sppock/sdk/react';
import { useEffect } from 'react';

/** The browser's IANA time zone, or null when the runtime does not say (the SDK's `browserTimeZone`). */
export const detectBrowserTimezone = browserTimeZone;

/** Whether a profile has no time zone of its own (spec 1 §4): none, or UTC. */
function timezoneUnset(current: string | null | undefined): boolean {
  return !current || current === 'UTC';
}

/** Whether a profile's time zone should be replaced by the detected one (spec 1 §4): none, or UTC. */
export function needsDetectedTimezone(current: string | null | undefined, detected: string | null): boolean {
  return timezoneUnset(current) && detected !== null && detected !== 'UTC' && detected !== current;
}

/** The profile body that saves `timezone` and keeps the 13 other fields as they are. */
export function profileWithTimezone(profile: UserProfile, timezone: string) {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    phone: profile.phone,
    company: profile.company,
    company_cnpj: profile.company_cnpj,
    position: profile.position,
    industry: profile.industry,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    country: profile.country,
    postal_code: profile.postal_code,
    timezone,
  };
}

// One attempt per user and page load, however many screens call the hook.
const attempted = new Set<number>();

/**
 * Saves the browser's time zone in the profile when the user has none or has UTC (spec 1 §4).
 * Silent: a failure is retried on the next page load.
 */
export function useTimezoneAutoSave(): void {
  const profile = useProfile();
  const update = useUpdateProfile();
  const { mutate } = update;
  const data = profile.data;
  useEffect(() => {
    // A profile with its own zone needs no detection (Intl's first use costs a long task on a
    // phone).
    if (!data || attempted.has(data.id) || !timezoneUnset(data.timezone)) {
      return;
    }
    const detected = detectBrowserTimezone();
    if (!needsDetectedTimezone(data.timezone, detected) || detected === null) {
      return;
    }
    attempted.add(data.id);
    mutate(profileWithTimezone(data, detected));
  }, [data, mutate]);
}

/** Forgets earlier attempts (tests). */
export function resetTimezoneAutoSave(): void {
  attempted.clear();
}
