// The `location` of a chat message (spec 2 §7). The spec reads it from a third-party IP
// geolocation lookup; the product calls no third party from the browser, so it is what the user
// told us (the profile's city, state and country) with the browser's time zone, and Brazil with
// São Paulo time for whatever is missing.
import type { components } from '../generated/openapi';

import { PRODUCT_TIME_ZONE } from './timeZone';

type ChatLocation = components['schemas']['ChatLocation'];
type UserProfile = components['schemas']['UserProfile'];

/** Where the user is when nothing better is known: Brazil, São Paulo time (spec 2 §7). */
export const DEFAULT_CHAT_LOCATION: ChatLocation = {
  country: 'Brasil',
  countryCode: 'BR',
  timezone: PRODUCT_TIME_ZONE,
};

/** The browser's IANA time zone ('America/Recife'), or null where the runtime does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

let countryCodes: Map<string, string> | null = null;

/**
 * The ISO code of a country typed in the profile ('Portugal' → 'PT', 'Estados Unidos' → 'US'),
 * by its name in Portuguese or English; null when no country has that name. The table is built
 * once, from the runtime's own region names.
 */
export function countryCode(name: string): string | null {
  const folded = fold(name);
  // Most profiles say Brazil: answered without building the table (1,352 names, a long task on a
  // slow phone at the first message).
  if (folded === 'brasil' || folded === 'brazil') {
    return 'BR';
  }
  if (!countryCodes) {
    countryCodes = new Map();
    const names = ['pt-BR', 'en'].map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
    for (let first = 65; first <= 90; first += 1) {
      for (let second = 65; second <= 90; second += 1) {
        const code = String.fromCharCode(first, second);
        for (const display of names) {
          const shown = display.of(code);
          if (shown && shown !== code) {
            countryCodes.set(fold(shown), code);
          }
        }
      }
    }
  }
  return countryCodes.get(folded) ?? null;
}

/**
 * The `location` to send with a chat message: the profile's city and state, its country (Brazil
 * when blank), and the browser's time zone (else the profile's, else São Paulo's). A country the
 * runtime cannot name sends the default location with the time zone alone.
 */
export function chatLocation(
  profile: Pick<UserProfile, 'city' | 'state' | 'country' | 'timezone'> | null | undefined,
  timeZone: string | null = browserTimeZone(),
): ChatLocation {
  const profileZone = profile?.timezone?.trim();
  const timezone =
    timeZone || (profileZone && profileZone !== 'UTC' ? profileZone : DEFAULT_CHAT_LOCATION.timezone);
  const typed = profile?.country?.trim() ?? '';
  const code = typed === '' ? 'BR' : countryCode(typed);
  if (!code) {
    return { ...DEFAULT_CHAT_LOCATION, timezone };
  }
  const city = profile?.city?.trim();
  const region = profile?.state?.trim();
  return {
    country: code === 'BR' ? DEFAULT_CHAT_LOCATION.country : typed,
    countryCode: code,
    timezone,
    ...(region ? { region } : {}),
    ...(city ? { city } : {}),
  };
}
