// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fitStateField } from '../../shared/state-field';
import { formatAddress, type Formats } from './formats';

const formats: Formats = {
  locale: {
    GB: { state: { label: 'County', required: false } },
    US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
    default: {
      city: { label: 'Town / City', required: true, priority: 70 },
      state: { label: 'State / County', required: true, priority: 80 },
      postcode: { label: 'Postcode', required: true, priority: 65 },
    },
  },
  fields: { state: '#billing_state_field', postcode: '#billing_postcode_field', city: '#billing_city_field' },
  optionalText: 'optional',
};

function address(): HTMLElement {
  document.body.innerHTML = `<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
<p class="form-row" id="billing_country_field" data-priority="40"><select id="billing_country" class="country_to_state"><option>GB</option><option>US</option></select></p>
<p class="form-row validate-required" id="billing_postcode_field" data-priority="65"><label for="billing_postcode" class="required_field">Postcode&nbsp;<span class="required" aria-hidden="true">*</span></label><input id="billing_postcode" aria-required="true"></p>
<p class="form-row validate-required" id="billing_city_field" data-priority="70"><label for="billing_city">Town / City&nbsp;<span class="required" aria-hidden="true">*</span></label><input id="billing_city" aria-required="true"></p>
<p class="form-row validate-required" id="billing_state_field" data-priority="80"><label for="billing_state">State / County&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" id="billing_state" name="billing_state" value="Kent" autocomplete="address-level1" aria-required="true"></p>
</div></div>`;
  return document.querySelector('.woocommerce-billing-fields')!;
}

const rows = () =>
  [...document.querySelectorAll('.form-row')].map((row) => row.id.replace(/^billing_|_field$/g, ''));

describe('an address formatted for its country', () => {
  it('relabels (markup read as its text) and remarks the rows, with aria-required following the mark', () => {
    const wrapper = address();
    formatAddress(wrapper, 'GB', formats);
    const state = document.getElementById('billing_state_field')!;
    expect(state.querySelector('label')!.textContent).toBe('County\u00a0(optional)');
    expect(state.classList.contains('validate-required')).toBe(false);
    expect(state.querySelector('label')!.classList.contains('required_field')).toBe(false);
    expect(document.getElementById('billing_state')!.hasAttribute('aria-required')).toBe(false);
    formatAddress(wrapper, 'US', {
      ...formats,
      locale: { ...formats.locale, US: { state: { label: '<b>State</b> &amp; co' } } },
    });
    expect(state.querySelector('label')!.textContent).toBe('State & co\u00a0*');
    expect(state.querySelector('b')).toBeNull();
    expect(document.getElementById('billing_state')!.getAttribute('aria-required')).toBe('true');
  });

  it('orders the rows by priority, moving only those out of place and keeping focus', () => {
    const wrapper = address();
    const country = document.getElementById('billing_country')!;
    country.focus();
    const us = { ...formats, locale: { ...formats.locale, US: { postcode: { priority: 90 } } } };
    formatAddress(wrapper, 'US', us);
    expect(rows()).toEqual(['country', 'city', 'state', 'postcode']);
    expect(document.activeElement).toBe(country);
    formatAddress(wrapper, 'GB', formats);
    expect(rows()).toEqual(['country', 'postcode', 'city', 'state']);
  });
});

describe('the state field fitted to a country', () => {
  it('swaps text → select (value kept where it fits) → hidden, keeping the id, name and autofill', () => {
    address();
    const text = document.getElementById('billing_state') as HTMLInputElement;
    text.value = 'NY';
    let changes = 0;
    document.body.addEventListener('change', () => changes++);
    const select = fitStateField(
      text,
      {
        kind: 'select',
        options: [
          ['CA', 'California'],
          ['NY', 'New York'],
        ],
      },
      'Select…',
    );
    expect(select.changed).toBe(true);
    expect(select.box).toBeInstanceOf(HTMLSelectElement);
    expect(select.box.value).toBe('NY');
    expect(select.box.className).toBe('state_select');
    expect(select.box.getAttribute('autocomplete')).toBe('address-level1');
    expect(changes).toBe(1);
    const hidden = fitStateField(select.box, { kind: 'hidden' }, 'Select…');
    expect(hidden.box).toMatchObject({ type: 'hidden', name: 'billing_state', id: 'billing_state' });
    expect(document.getElementById('billing_state_field')!.hidden).toBe(true);
    const back = fitStateField(hidden.box, { kind: 'text' }, 'Select…');
    expect(back.changed).toBe(true);
    expect(fitStateField(back.box, { kind: 'text' }, 'Select…').changed).toBe(false);
    expect(document.getElementById('billing_state_field')!.hidden).toBe(false);
  });
});
