import { afterEach, describe, expect, it } from 'vitest';
import { enhanceAccordions } from '../../src/features/content/accordion';

// Markup-level accessibility fixes found by axe-core in the browser suite
// (tests/e2e/a11y.e2e.ts), pinned here where they are cheap to check.
describe('accordion titles (axe: nested-interactive)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves no button inside the title it turns into a button, and keeps the chevron', () => {
    document.body.innerHTML = `<div class="accordion"><div class="accordion-item"><a href="#" class="accordion-title plain active"><button class="toggle" aria-label="Alternar" tabindex="-1"><i class="icon-angle-down"></i></button><span>Envíos</span></a><div class="accordion-inner"><p>Texto</p></div></div></div>`;
    enhanceAccordions(document);
    const title = document.querySelector('.accordion-title')!;
    expect(title.getAttribute('role')).toBe('button');
    expect(title.querySelector('button, [tabindex], a, input')).toBeNull();
    const chevron = title.querySelector('span.toggle')!;
    expect(chevron.getAttribute('aria-hidden')).toBe('true');
    expect(chevron.querySelector('i.icon-angle-down')).not.toBeNull();
    expect(title.textContent).toBe('Envíos');
  });
});
