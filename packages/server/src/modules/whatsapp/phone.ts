// Brazilian WhatsApp numbers, so one person is one contact. WhatsApp sends `wa_id` without the
// `+` and, for many Brazilian mobiles, without the ninth digit that Anatel added (an old account
// of 11 98765-4321 arrives as 551187654321); people type numbers with or without +55, the area
// code's leading 0, spaces and dashes. The contact key is the number in E.164 digits with the
// mobile ninth digit present: +55, the two-digit area code (DDD), then 9 digits for a mobile or
// 8 for a landline. Numbers of other countries keep their digits as they came.

/** DDDs in use in Brazil (Anatel); a number with another pair is not read as Brazilian. */
const BRAZILIAN_AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** The longest E.164 number (15 digits); anything longer is not a phone number. */
const E164_MAX_DIGITS = 15;

/**
 * The contact key of a number as digits only (`5511987654321`), or null when it cannot be a
 * phone number. Brazilian mobiles get their ninth digit: an 8-digit subscriber number starting
 * with 6–9 is a mobile (landlines start with 2–5).
 */
export function normalizeWhatsappNumber(raw: string): string | null {
  let digits = raw.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) {
    return null;
  }
  // The trunk prefix typed before a DDD (0 11 …) or a carrier code (0 15 11 …) is not part of it.
  if (digits.startsWith('0') && (digits.length === 11 || digits.length === 12)) {
    digits = digits.slice(1);
  }
  // A national number: DDD and subscriber without the country code — 8 digits, or 9 starting with
  // the mobile 9 (an 11-digit number otherwise is read as another country's: 1 415 555 2671).
  const national = digits.length === 10 || (digits.length === 11 && digits[2] === '9');
  if (national && BRAZILIAN_AREA_CODES.has(Number(digits.slice(0, 2)))) {
    digits = `55${digits}`;
  }
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) {
    const area = Number(digits.slice(2, 4));
    const subscriber = digits.slice(4);
    if (BRAZILIAN_AREA_CODES.has(area)) {
      if (subscriber.length === 8 && /^[6-9]/.test(subscriber)) {
        return `55${area}9${subscriber}`;
      }
      if (subscriber.length === 9 && !subscriber.startsWith('9')) {
        return null;
      }
      return `55${area}${subscriber}`;
    }
  }
  if (digits.length < 8 || digits.length > E164_MAX_DIGITS) {
    return null;
  }
  return digits;
}

/**
 * The number as people read it (`+55 11 98765-4321`). Messages are sent to the `wa_id` as it last
 * arrived, not to this: an old account without the ninth digit is reached only by that form.
 */
export function displayWhatsappNumber(key: string): string {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(key);
  return match ? `+55 ${match[1]} ${match[2]}-${match[3]}` : `+${key}`;
}
