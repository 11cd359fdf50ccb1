import { describe, expect, it } from 'vitest';
import { chatLocation, countryCode, DEFAULT_CHAT_LOCATION } from './location';

const profile = { city: 'Curitiba', state: 'PR', country: 'Brasil', timezone: 'America/Sao_Paulo' };

describe('chatLocation', () => {
  it("sends the profile's city and state with the browser's time zone", () => {
    expect(chatLocation(profile, 'America/Recife')).toEqual({
      country: 'Brasil',
      countryCode: 'BR',
      region: 'PR',
      city: 'Curitiba',
      timezone: 'America/Recife',
    });
  });

  it("falls back to the profile's time zone, then São Paulo's, and to Brazil without a profile", () => {
    expect(chatLocation({ ...profile, timezone: 'America/Manaus' }, null).timezone).toBe('America/Manaus');
    expect(chatLocation({ ...profile, timezone: 'UTC' }, null).timezone).toBe('America/Sao_Paulo');
    expect(chatLocation(null, null)).toEqual(DEFAULT_CHAT_LOCATION);
    expect(chatLocation({ city: '', state: '', country: '', timezone: '' }, 'America/Belem')).toEqual({
      ...DEFAULT_CHAT_LOCATION,
      timezone: 'America/Belem',
    });
  });

  it('names another country by its code, and sends no city of a country it cannot name', () => {
    expect(
      chatLocation({ city: 'Lisboa', state: '', country: 'Portugal', timezone: '' }, 'Europe/Lisbon'),
    ).toEqual({ country: 'Portugal', countryCode: 'PT', city: 'Lisboa', timezone: 'Europe/Lisbon' });
    expect(chatLocation({ ...profile, country: 'Atlântida' }, 'America/Sao_Paulo')).toEqual(
      DEFAULT_CHAT_LOCATION,
    );
  });

  it('reads country names in Portuguese or English, with or without accents', () => {
    expect(countryCode('Estados Unidos')).toBe('US');
    expect(countryCode('germany')).toBe('DE');
    expect(countryCode('México')).toBe('MX');
    expect(countryCode('Mexico')).toBe('MX');
    expect(countryCode('brazil')).toBe('BR');
  });
});
