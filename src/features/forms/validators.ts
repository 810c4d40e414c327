/**
 * Generic field checks (SPEC §5), as WooCommerce's checkout applies them: an e-mail
 * address, a phone number of 6 to 15 digits, a web address.
 */
const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]_]+\.[^\s@"<>(),;:\\[\]_.]{2,}$/u;
/** What a typed phone number may contain besides digits: spaces, + - / ( ) . # and _. */
const PHONE_CHARACTERS = /^[\s#0-9_\-+/().]*$/;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email) && !email.includes('..');
}

export function isValidPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
