/**
 * Review stars (SPEC §2, §5 review form; reference §4 "Star rating"; APG radio group). Root: `#respond`.
 * The rating select stays in the form (it is what posts) but is hidden behind five star radios labelled
 * '1 z 5 gwiazdek' … '5 z 5 gwiazdek'. Arrow keys move and select (mirrored right-to-left), Home/End go to the ends, Space selects.
 * With `review_rating_required`, sending the form without a rating is stopped with the alert
 * 'Proszę wybrać ocenę' and focus goes to the stars.
 */
import { defineLegacyIsland, rovingIndex } from '../../shared/island';
import { singleProductParams } from '../../shared/params';

export default defineLegacyIsland({
  mount({ root, signal, warn }) {
    const select = root.querySelector<HTMLSelectElement>('select#rating');
    if (!select) return; // no rating on this form: nothing to do
    const form = select.form;
    const params = singleProductParams();
    const labels = params.i18n_rating_options.length === 5 ? params.i18n_rating_options : undefined;
    if (!labels)
      warn('wc_single_product_params.i18n_rating_options does not have 5 labels; using the defaults');
    const text = labels ?? [
      '1 z 5 gwiazdek',
      '2 z 5 gwiazdek',
      '3 z 5 gwiazdek',
      '4 z 5 gwiazdek',
      '5 z 5 gwiazdek',
    ];

    const wrapper = document.createElement('p');
    wrapper.className = 'stars';
    const group = document.createElement('span');
    group.setAttribute('role', 'radiogroup');
    const label = root.querySelector('#comment-form-rating-label');
    if (label) group.setAttribute('aria-labelledby', label.id);
    const stars = text.map((name, i) => {
      const star = document.createElement('a');
      star.href = '#';
      star.className = `star-${i + 1}`;
      star.setAttribute('role', 'radio');
      const span = document.createElement('span');
      span.className = 'screen-reader-text';
      span.textContent = name;
      star.append(span);
      group.append(star);
      return star;
    });
    wrapper.append(group);
    select.before(wrapper);
    select.hidden = true;
    // The stars enforce the rule below; a hidden required select would only block the form silently.
    select.required = false;

    const choose = (value: number, focus: boolean) => {
      stars.forEach((star, i) => {
        const on = i + 1 === value;
        star.classList.toggle('active', on);
        star.setAttribute('aria-checked', String(on));
        star.tabIndex = on || (value === 0 && i === 0) ? 0 : -1;
      });
      wrapper.classList.toggle('selected', value > 0);
      if (value > 0 && select.value !== String(value)) {
        select.value = String(value);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (focus) stars[Math.max(0, value - 1)]!.focus();
    };
    choose(Number(select.value) || 0, false);

    group.addEventListener(
      'click',
      (event) => {
        const index = stars.indexOf((event.target as Element).closest('a') as HTMLAnchorElement);
        if (index === -1) return;
        event.preventDefault();
        choose(index + 1, true);
      },
      { signal },
    );
    group.addEventListener(
      'keydown',
      (event) => {
        const index = stars.indexOf(event.target as HTMLAnchorElement);
        if (index === -1) return;
        const next = rovingIndex(event, index, stars.length, group);
        if (next !== undefined) {
          event.preventDefault();
          event.stopPropagation();
          choose(next + 1, true);
        } else if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          choose(index + 1, true);
        }
      },
      { signal },
    );
    form?.addEventListener(
      'submit',
      (event) => {
        if (!params.review_rating_required || select.value !== '') return;
        event.preventDefault();
        window.alert(params.i18n_required_rating_text);
        stars[0]!.focus();
      },
      { signal },
    );
  },
});
