import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, isValidUrl } from './validators';

describe('generic field validators', () => {
  it('accepts e-mail addresses and rejects what is not one', () => {
    for (const ok of ['ana@example.com', 'ana.garcia+pedidos@tienda.es', ' luis@correo.com.mx ']) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana garcia@example.com', 'ana@@example.com', 'a..b@example.com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('accepts phone numbers of 6 to 15 digits with the usual separators', () => {
    expect(isValidPhone('123456')).toBe(true);
    expect(isValidPhone('+34 612 34 56 78')).toBe(true);
    expect(isValidPhone('(91) 555-12.34')).toBe(true);
    expect(isValidPhone('123456789012345')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('612 abc 678')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });

  it('accepts http and https addresses only', () => {
    expect(isValidUrl('https://tienda.example.es/carrito/')).toBe(true);
    expect(isValidUrl('http://example.com')).toBe(true);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('ftp://example.com')).toBe(false);
    expect(isValidUrl('example.com')).toBe(false);
    expect(isValidUrl('https://localhost')).toBe(false);
  });
});
