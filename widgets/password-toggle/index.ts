/**
 * Show / hide password buttons (SPEC §2 "Customer account page"; reference §5 "Password visibility").
 * Root: any element (the account page's `div.woocommerce`); every `.password-input input[type=password]`
 * in it gets a `button.show-password-input` right after it, a button labelled
 * 'Pokaż hasło' / 'Ukryj hasło' that switches the field between `password` and `text`. Clicked with a
 * pointer, focus goes (stays) in the field with the caret at the end; from the keyboard (Enter / Space),
 * focus stays on the button.
 */
import { __ } from '../../shared/i18n';
import { defineLegacyIsland } from '../../shared/island';

const SVG = 'http://www.w3.org/2000/svg';

/** An eye; its slash shows while the password is visible (shop CSS, by `.display-password`). */
function eyeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const [d, className] of [
    ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', ''],
    ['M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z', ''],
    ['M4 4l16 16', 'show-password-input__slash'],
  ] as const) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    if (className) path.setAttribute('class', className);
    svg.append(path);
  }
  return svg;
}

export default defineLegacyIsland({
  mount({ root, signal }) {
    const toggles: Array<{ input: HTMLInputElement; button: HTMLButtonElement }> = [];
    for (const input of root.querySelectorAll<HTMLInputElement>('.password-input input[type="password"]')) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'show-password-input';
      if (input.id) button.setAttribute('aria-controls', input.id);
      button.append(eyeIcon());
      const show = (shown: boolean) => {
        input.type = shown ? 'text' : 'password';
        button.classList.toggle('display-password', shown);
        button.setAttribute('aria-label', shown ? __('Hide password') : __('Show password'));
      };
      show(false);
      // A pointer press does not take focus from the field (no blur for the form's own scripts).
      button.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
      button.addEventListener(
        'click',
        (event) => {
          show(input.type === 'password');
          if (event.detail === 0) return; // Enter / Space: focus stays on the button
          input.focus();
          const end = input.value.length;
          input.setSelectionRange(end, end);
        },
        { signal },
      );
      input.after(button);
      toggles.push({ input, button });
    }
    return () => {
      for (const { input, button } of toggles) {
        input.type = 'password';
        button.remove();
      }
    };
  },
});
