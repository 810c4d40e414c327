import { afterEach, describe, expect, it, vi } from 'vitest';
import { esES } from './es_ES';
import pluralForms, { isOtherThanOne } from './plural-forms';

afterEach(() => vi.restoreAllMocks());

describe('the bundle’s plural rule (Tannin’s @tannin/plural-forms in dist)', () => {
  it('recognises n != 1 as gettext headers write it', () => {
    for (const expression of ['n != 1', '(n != 1)', 'n!=1', ' ( n  !=  1 ) ']) expect(isOtherThanOne(expression)).toBe(true);
    for (const expression of ['n > 1', 'n == 1', '0', '(n%10==1 && n%100!=11 ? 0 : 1)', 'n != 11']) {
      expect(isOtherThanOne(expression)).toBe(false);
    }
  });

  it('answers singular for 1 and plural for 0, 2 and 21, as Spanish does, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = pluralForms('(n != 1)');
    expect([0, 1, 2, 21].map(form)).toEqual([1, 0, 1, 1]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('covers the rule of islas’s own translations', () => {
    const header = esES[''].plural_forms;
    const expression = /plural=([^;]+)/.exec(header)?.[1] ?? '';
    expect(isOtherThanOne(expression)).toBe(true);
  });

  it('names a rule it does not know and answers by n != 1 rather than breaking the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = pluralForms('n > 1');
    expect(form(0)).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"n > 1" is not built in'));
  });
});
