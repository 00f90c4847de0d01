/**
 * The star radios, placed before the rating select (`p.stars > span[role=radiogroup] > a[role=radio]`, the
 * classes WooCommerce's stylesheet draws). Click, Space or Enter chooses; arrow keys move and choose
 * (mirrored right to left), Home/End go to the ends; one tab stop. The choice goes into the hidden select
 * with a `change` event. With `review_rating_required`, sending the form without a rating is stopped with
 * the alert 'Proszę wybrać ocenę' and focus goes to the stars.
 */
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../../shared/bus';
import { useListener, useOwnedContainer, useParams, useRovingKeys } from '../../shared/hooks';
import { singleProductParams } from '../../shared/params-product';

const DEFAULT_LABELS = [
  '1 z 5 gwiazdek',
  '2 z 5 gwiazdek',
  '3 z 5 gwiazdek',
  '4 z 5 gwiazdek',
  '5 z 5 gwiazdek',
];

interface StarsProps {
  select: HTMLSelectElement;
  /** The form's rating label, which names the group. */
  label: Element | null;
  warn: (message: string) => void;
}

export function Stars({ select, label, warn }: StarsProps) {
  const params = useParams(singleProductParams);
  const labels = params.i18n_rating_options.length === 5 ? params.i18n_rating_options : undefined;
  const [value, setValue] = useState(() => Number(select.value) || 0);
  const stars = useRef<HTMLAnchorElement[]>([]);
  const wrapper = useOwnedContainer('p', (p) => select.before(p), 'stars');

  useLayoutEffect(() => {
    if (!labels)
      warn('wc_single_product_params.i18n_rating_options does not have 5 labels; using the defaults');
  }, [labels, warn]);
  useLayoutEffect(() => {
    const { hidden, required } = select;
    select.hidden = true;
    // The stars enforce the rule below; a hidden required select would only block the form silently.
    select.required = false;
    return () => {
      select.hidden = hidden;
      select.required = required;
    };
  }, [select]);
  useLayoutEffect(() => {
    wrapper.classList.toggle('selected', value > 0);
  }, [wrapper, value]);

  // Ready, as WooCommerce's script tells the rating select once it has drawn the stars.
  useLayoutEffect(() => emit('init', [], select), [select]);

  const choose = (chosen: number) => {
    setValue(chosen);
    stars.current[chosen - 1]?.focus();
    if (select.value === String(chosen)) return;
    select.value = String(chosen);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  useRovingKeys(wrapper, stars.current, (next) => choose(next + 1));
  const onKeyDown = (event: KeyboardEvent, star: number) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    choose(star);
  };
  const requireRating = (event: Event) => {
    if (!params.review_rating_required || select.value !== '') return;
    event.preventDefault();
    window.alert(params.i18n_required_rating_text);
    stars.current[0]?.focus();
  };
  // On the submit button's click, before the browser checks the guest's required name and e-mail (which
  // would stop the form before any submit event), as WooCommerce's own handler does; and on submit for a
  // form sent another way.
  useListener(select.form, 'click', (event) => {
    if ((event.target as Element).closest('[type="submit"]')) requireRating(event);
  });
  useListener(select.form, 'submit', requireRating);

  return createPortal(
    <span role="radiogroup" aria-labelledby={label?.id}>
      {(labels ?? DEFAULT_LABELS).map((name, i) => {
        const on = i + 1 === value;
        return (
          <a
            key={i}
            ref={(el) => {
              if (el) stars.current[i] = el;
            }}
            href="#"
            className={on ? `star-${i + 1} active` : `star-${i + 1}`}
            role="radio"
            aria-checked={on ? 'true' : 'false'}
            tabIndex={on || (value === 0 && i === 0) ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              choose(i + 1);
            }}
            onKeyDown={(event) => onKeyDown(event, i + 1)}
          >
            <span className="screen-reader-text">{name}</span>
          </a>
        );
      })}
    </span>,
    wrapper,
  );
}
