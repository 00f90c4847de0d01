/**
 * Show / hide password buttons. Root: any element (the account page's `div.woocommerce`); every
 * `.password-input input[type=password]` in it gets a `button.show-password-input` right after it (a portal
 * into the field's wrapper), labelled 'Pokaż hasło' / 'Ukryj hasło', that switches the field between
 * `password` and `text`. Clicked with a pointer, focus goes (stays) in the field with the caret at the end;
 * from the keyboard (Enter / Space), focus stays on the button.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useServerNodes } from '../../shared/hooks';
import { __ } from '../../shared/i18n';
import { defineIsland, type IslandProps } from '../../shared/island';

/** An eye; its slash shows while the password is visible (shop CSS, by `.display-password`). */
const EyeIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <path d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z" />
    <path d="M4 4l16 16" className="show-password-input__slash" />
  </svg>
);

/** One field's toggle; the field itself stays the server's node, its type follows `shown`. */
function Toggle({ input }: { input: HTMLInputElement }) {
  const [shown, setShown] = useState(false);
  const caretToEnd = useRef(false);

  useLayoutEffect(() => {
    input.type = shown ? 'text' : 'password';
    if (!caretToEnd.current) return;
    caretToEnd.current = false;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, [input, shown]);
  // Unmounted: the field is masked again.
  useLayoutEffect(() => () => void (input.type = 'password'), [input]);

  return createPortal(
    <button
      type="button"
      className={shown ? 'show-password-input display-password' : 'show-password-input'}
      aria-controls={input.id || undefined}
      aria-label={shown ? __('Hide password') : __('Show password')}
      // A pointer press does not take focus from the field (no blur for the form's own scripts).
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        // Enter / Space (a click without a pointer, detail 0): focus stays on the button.
        caretToEnd.current = event.detail !== 0;
        setShown((was) => !was);
      }}
    >
      <EyeIcon />
    </button>,
    input.parentElement!,
  );
}

function PasswordToggle({ root }: IslandProps<undefined>) {
  const inputs = useServerNodes<HTMLInputElement>(root, '.password-input input[type="password"]');
  return inputs.map((input, i) => <Toggle key={i} input={input} />);
}

export default defineIsland({ name: 'password-toggle', Component: PasswordToggle });
