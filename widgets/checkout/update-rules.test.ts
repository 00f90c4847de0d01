import { beforeEach, describe, expect, it } from 'vitest';
import { addressComplete, updateRule } from './update-rules';

beforeEach(() => {
  document.body.innerHTML = `<form>
<div class="billing">
<p class="form-row address-field validate-required"><input class="input-text" id="address" value="Długa 1"></p>
<p class="form-row address-field validate-required"><input class="input-text" id="city" value=""></p>
<p class="form-row address-field"><select id="country"><option>PL</option></select></p>
<p class="form-row address-field update_totals_on_change"><select id="totals-select"><option>1</option></select></p>
<p class="form-row"><input class="input-text" id="name" value="Ala"></p>
<p class="form-row update_totals_on_change"><input class="input-text" id="vat" value=""><input type="checkbox" id="vat-box"></p>
</div>
<h3 id="ship-to-different-address"><input type="checkbox" id="ship"></h3>
<div class="shipping"><p class="form-row address-field validate-required"><input class="input-text" id="s-city" value="Gdańsk"></p></div>
<input type="radio" name="shipping_method[0]" id="rate">
<select class="shipping_method" id="rate-select"><option>a</option></select>
</form>`;
});
const el = (id: string) => document.getElementById(id)!;

describe('updateRule', () => {
  it('updates at once for shipping methods, the ship-to box and totals selects, radios, checkboxes', () => {
    for (const id of ['rate', 'rate-select', 'ship', 'totals-select', 'vat-box'])
      expect(updateRule({ type: 'change' }, el(id)), id).toBe('now');
  });
  it('an address select on change; an address text field on change only once typed in', () => {
    expect(updateRule({ type: 'change' }, el('country'))).toBe('field');
    expect(updateRule({ type: 'change' }, el('city'))).toBe('typed');
    expect(updateRule({ type: 'change' }, el('vat'))).toBe('typed');
  });
  it('queues on keys in address and totals text fields, but not on Tab', () => {
    expect(updateRule({ type: 'keydown', key: 'a' }, el('city'))).toBe('queue');
    expect(updateRule({ type: 'keydown', key: 'Tab' }, el('city'))).toBeNull();
    expect(updateRule({ type: 'keydown', key: 'a' }, el('country'))).toBeNull();
  });
  it('an address line an autocomplete provider serves asks on leaving it, not while typed in or filled', () => {
    expect(updateRule({ type: 'keydown', key: 'a' }, el('address'), true)).toBeNull();
    expect(updateRule({ type: 'change' }, el('address'), true)).toBeNull();
    expect(updateRule({ type: 'focusout' }, el('address'), true)).toBe('field');
    // A shipping method changed still asks at once.
    expect(updateRule({ type: 'change' }, el('rate'), true)).toBe('now');
    // Without a provider, leaving a field asks nothing; typing queues as usual.
    expect(updateRule({ type: 'focusout' }, el('address'))).toBeNull();
    expect(updateRule({ type: 'keydown', key: 'a' }, el('address'))).toBe('queue');
  });
  it('other fields ask for nothing', () => {
    expect(updateRule({ type: 'change' }, el('name'))).toBeNull();
    expect(updateRule({ type: 'keydown', key: 'a' }, el('name'))).toBeNull();
  });
});

describe('addressComplete', () => {
  it('is false while a required address text field of the edited block is empty', () => {
    expect(addressComplete(el('address'))).toBe(false);
    (el('city') as HTMLInputElement).value = 'Kraków';
    expect(addressComplete(el('address'))).toBe(true);
  });
  it('looks at the edited field’s own block only', () => {
    expect(addressComplete(el('s-city'))).toBe(true);
  });
});
