/**
 * Password fields get a real button that shows or hides the password, as WooCommerce 9.9+
 * does (`span.password-input` + `button.show-password-input[type=button]`, class
 * `display-password` while shown, `aria-describedby` the field). The button is labelled for
 * what it will do (`woocommerce_params.i18n_password_show/hide`, 9.7+; 'Mostrar contraseña' /
 * 'Ocultar contraseña' where the page has no such keys) and focus goes back to the field.
 * The label says the state, so no `aria-pressed` (it would be announced twice).
 */
export interface PasswordLabels {
  show: string;
  hide: string;
}

let nextId = 0;

export function enhancePasswordToggles(root: ParentNode, labels: PasswordLabels): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[type="password"]')) {
    if (input.dataset.islasPassword) continue;
    input.dataset.islasPassword = '1';
    let wrapper = input.parentElement;
    if (!wrapper?.classList.contains('password-input')) {
      // Moving a focused field blurs it: a shopper already typing keeps focus and caret.
      const typing = document.activeElement === input;
      const { selectionStart, selectionEnd } = input;
      wrapper = document.createElement('span');
      wrapper.className = 'password-input';
      input.replaceWith(wrapper);
      wrapper.append(input);
      if (typing) {
        input.focus();
        input.setSelectionRange(selectionStart, selectionEnd);
      }
      // WooCommerce's strength meter (password-strength-meter.js, which islas keeps) puts its
      // `#password_strength` after the wrapper (9.7+); one it put beside the field before islas
      // wrapped it (the shopper's first keys were in this field) goes there too, with its hint.
      const meter = input.getAttribute('aria-describedby') === 'password_strength' ? document.getElementById('password_strength') : null;
      if (meter?.parentElement === wrapper.parentElement) wrapper.after(meter!, ...[...wrapper.parentElement!.querySelectorAll(':scope > .woocommerce-password-hint')]);
    }
    let button = wrapper.querySelector<HTMLButtonElement>('.show-password-input');
    if (!button) {
      button = document.createElement('button');
      wrapper.append(button);
    }
    button.type = 'button';
    button.className = 'show-password-input';
    if (!input.id) input.id = `islas-password-${++nextId}`;
    button.setAttribute('aria-controls', input.id);
    button.setAttribute('aria-describedby', input.id);
    const toggle = button;
    const render = (shown: boolean): void => {
      toggle.classList.toggle('display-password', shown);
      toggle.setAttribute('aria-label', shown ? labels.hide : labels.show);
      input.type = shown ? 'text' : 'password';
    };
    render(false);
    // A pointer press would move focus to the button; the shopper is typing in the field.
    toggle.addEventListener('mousedown', (event) => event.preventDefault());
    toggle.addEventListener('click', (event) => {
      event.preventDefault();
      const { selectionStart, selectionEnd, selectionDirection } = input;
      render(input.type === 'password');
      input.focus();
      // Chromium (150) puts the caret at the start of a focused field whose type changed, at
      // its next layout: laid out now, the caret goes back where the shopper was typing.
      void input.offsetWidth;
      if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    });
  }
}
