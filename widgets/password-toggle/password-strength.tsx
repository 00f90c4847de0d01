/**
 * The password toggle's lazy part: WooCommerce's strength meter for one new password field (registration,
 * a password change or reset), loaded on the first keystroke in such a field. It fetches WordPress's
 * strength estimator then, never at page load (it weighs about 800 KiB), and shows the strength
 * (`div#password_strength.woocommerce-password-strength` with `short` / `bad` / `good` / `strong`) after the
 * field (or its `span.password-input`), the hint under it for weak passwords, and disables the form's submit
 * buttons while the password is weaker than `min_password_strength` (on the checkout only with
 * `stop_checkout`). If the estimator cannot load, it says so once and the form stays free to send.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../../shared/bus';
import { useListener, useOwnedContainer, useParams } from '../../shared/hooks';
import { setShown } from '../../shared/island';
import { loadEstimator, userInputs, type Estimate } from './estimator';
import { estimatorSource, meterParams, strengthLabels } from './params';
import { judgeStrength } from './strength';

type Warn = (message: string, detail?: unknown) => void;

const METER_ID = 'password_strength';
const LEVEL_CLASSES = ['short', 'bad', 'good', 'strong'];

/** The meter goes after the field, or after the wrapper the show / hide button lives in. */
function placeAfterField(field: HTMLElement) {
  return (node: HTMLElement) => {
    const parent = field.parentElement;
    (parent?.classList.contains('password-input') ? parent : field).after(node);
  };
}

/** The form's submit buttons, disabled while `blocked`; given back as they were when it ends. */
function useSubmitBlock(form: HTMLFormElement | null, blocked: boolean) {
  useLayoutEffect(() => {
    if (!form || !blocked) return;
    const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
    for (const button of buttons) {
      button.disabled = true;
      button.classList.add('disabled');
    }
    return () => {
      for (const button of buttons) {
        button.disabled = false;
        button.classList.remove('disabled');
      }
    };
  }, [form, blocked]);
}

export default function PasswordStrength({ field, warn }: { field: HTMLInputElement; warn: Warn }) {
  const form = field.form;
  const rule = useParams(meterParams);
  const labels = useParams(strengthLabels);
  const hintText = rule.hint;
  const [value, setValue] = useState('');
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [asked, setAsked] = useState(false);
  const added = useRef(false);

  const onType = () => {
    setValue(field.value);
    // WooCommerce's meter tells each keystroke's outcome, which themes follow.
    if (field.value === '') emit('wc-password-strength-hide', []);
    else emit(added.current ? 'wc-password-strength-show' : 'wc-password-strength-added', []);
    if (field.value) added.current = true;
    if (asked || field.value === '') return;
    setAsked(true);
    loadEstimator(estimatorSource()).then(
      (loaded) => setEstimate(() => loaded),
      (error: Error) =>
        warn('the strength estimator did not load; the form stays free to send', error.message),
    );
  };
  useListener(field, 'input', onType);
  // Loaded by the first keystroke, which this listener missed: judged now.
  useLayoutEffect(() => void (field.value && onType()), []); // eslint-disable-line react-hooks/exhaustive-deps

  const score = useMemo(
    () => (estimate && value ? estimate(value, userInputs(document)).score : -1),
    [estimate, value],
  );
  const verdict = judgeStrength(value.length, score, rule, labels, Boolean(form?.matches('form.checkout')));

  const meter = useOwnedContainer('div', placeAfterField(field), 'woocommerce-password-strength');
  const hint = useOwnedContainer('small', (node) => meter.after(node), 'woocommerce-password-hint');
  useLayoutEffect(() => {
    meter.id = METER_ID;
    meter.setAttribute('role', 'alert');
  }, [meter]);
  useLayoutEffect(() => {
    const level = verdict.meter?.level;
    meter.classList.remove(...LEVEL_CLASSES);
    if (level) meter.classList.add(level);
    setShown(meter, Boolean(level));
    setShown(hint, verdict.hint && hintText !== '');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== METER_ID);
    if (level) described.push(METER_ID);
    if (described.length) field.setAttribute('aria-describedby', described.join(' '));
    else field.removeAttribute('aria-describedby');
  }, [meter, hint, field, verdict.meter?.level, verdict.hint, hintText]);
  useSubmitBlock(form, verdict.blocksSubmit);

  return (
    <>
      {createPortal(verdict.meter?.text ?? '', meter)}
      {createPortal(hintText, hint)}
    </>
  );
}
