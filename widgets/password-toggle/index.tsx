/**
 * Show / hide password buttons. Root: any element (the account page's `div.woocommerce`). A password field
 * gets a `button.show-password-input` right after it (a portal into its wrapper) when it sits in
 * `span.password-input`, in a form field's own `span` (checkout), or bare with `.woocommerce-Input` in a
 * form, as WooCommerce's account templates print it (then it is wrapped in `span.password-input`, as
 * WooCommerce's own script does). Labelled from `woocommerce_params` ('Pokaż hasło' / 'Ukryj hasło'), it
 * switches the field between `password` and `text`. Clicked with a pointer, focus goes (stays) in the field
 * with the caret at the end; from the keyboard (Enter / Space), focus stays on the button. A new password
 * field also gets WooCommerce's strength meter, whose code (./password-strength) loads on its first keystroke
 * (or when the island mounts on a field already typed in).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useListener, useParams, useServerNodes } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { woocommerceParams } from '../../shared/params-site';

const FIELDS = '.password-input input[type="password"], form input[type="password"]';
const WRAPPER = 'password-input';
/** New passwords, where WooCommerce measures the strength: registration, a password change or reset. */
const NEW_PASSWORDS =
  'form.register #reg_password, form.checkout #account_password, form.edit-account #password_1, form.lost_reset_password #password_1';

/**
 * The element the button goes in: the field's `span.password-input`; its own `span` (marked as one); or,
 * for a bare account field, a `span.password-input` put around it, keeping focus and caret if the shopper
 * is typing. Undone on unmount. Null: this field gets no button.
 */
function useWrapper(input: HTMLInputElement): HTMLElement | null {
  const [wrapper, setWrapper] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const parent = input.parentElement;
    if (parent?.localName === 'span') {
      const marked = parent.classList.contains(WRAPPER);
      parent.classList.add(WRAPPER);
      setWrapper(parent);
      return () => void (marked || parent.classList.remove(WRAPPER));
    }
    if (!input.matches('.woocommerce-Input')) return;
    const span = Object.assign(document.createElement('span'), { className: WRAPPER });
    const move = (into: (node: HTMLInputElement) => void) => {
      const focused = document.activeElement === input;
      const { selectionStart, selectionEnd } = input;
      into(input);
      if (focused) {
        input.focus();
        input.setSelectionRange(selectionStart, selectionEnd);
      }
    };
    move((node) => {
      node.replaceWith(span);
      span.append(node);
    });
    setWrapper(span);
    return () => move((node) => span.replaceWith(node));
  }, [input]);
  return wrapper;
}

/** An eye; its slash shows while the password is visible (shop CSS, by `.display-password`). */
const EyeIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <path d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z" />
    <path d="M4 4l16 16" className="show-password-input__slash" />
  </svg>
);

/** One field's toggle; the field itself stays the server's node, its type follows `shown`. */
function Toggle({ input, labels }: { input: HTMLInputElement; labels: [show: string, hide: string] }) {
  const wrapper = useWrapper(input);
  const [shown, setShown] = useState(false);
  const caretToEnd = useRef(false);

  useLayoutEffect(() => {
    input.type = shown ? 'text' : 'password';
    if (!caretToEnd.current) return;
    caretToEnd.current = false;
    // Current Chromium puts the caret back to the start when it restyles a field whose type changed: let
    // that restyle happen now, before the caret is placed.
    void input.offsetWidth;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, [input, shown]);
  // Unmounted: the field is masked again.
  useLayoutEffect(() => () => void (input.type = 'password'), [input]);

  if (!wrapper) return null;
  return createPortal(
    <button
      type="button"
      className={shown ? 'show-password-input display-password' : 'show-password-input'}
      aria-controls={input.id || undefined}
      aria-label={labels[shown ? 1 : 0]}
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
    wrapper,
  );
}

type Meter = typeof import('./password-strength').default;

/**
 * The strength meter's code, for the new password fields under `root`, from the first keystroke in one of
 * them, or at mount when one already holds a password: pages where nobody chooses a password never load it
 * (nor, through it, the estimator).
 */
function useStrengthMeter(root: HTMLElement, warn: IslandProps<undefined>['warn']) {
  const fields = useServerNodes<HTMLInputElement>(root, NEW_PASSWORDS);
  const [meter, setMeter] = useState<{ Meter: Meter } | null>(null);
  const asked = useRef(false);
  const load = () => {
    if (asked.current) return;
    asked.current = true;
    import('./password-strength').then(
      (module) => setMeter({ Meter: module.default }),
      (error: unknown) => warn('the password strength meter did not load', error),
    );
  };
  useListener(fields.length ? root : null, 'input', (event) => {
    if (fields.includes(event.target as HTMLInputElement)) load();
  });
  // Typed (or filled in by a password manager) before the island mounted: no keystroke is left to wait for.
  useLayoutEffect(() => {
    if (fields.some((field) => field.value !== '')) load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return meter && fields.map((field, i) => <meter.Meter key={i} field={field} warn={warn} />);
}

function PasswordToggle({ root, warn }: IslandProps<undefined>) {
  const inputs = useServerNodes<HTMLInputElement>(root, FIELDS);
  const { i18n_password_show: show, i18n_password_hide: hide } = useParams(woocommerceParams);
  const meters = useStrengthMeter(root, warn);
  return (
    <>
      {inputs.map((input, i) => (
        <Toggle key={i} input={input} labels={[show, hide]} />
      ))}
      {meters}
    </>
  );
}

export default defineIsland({ name: 'password-toggle', Component: PasswordToggle });
