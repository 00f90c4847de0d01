// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { on } from '../../shared/bus';
import { initPaymentMethods, selectPaymentMethod } from './payment-method';

const offs: Array<() => void> = [];
let selected = 0;
const method = (id: string, text = '') =>
  `<li><input type="radio" name="payment_method" id="payment_method_${id}" value="${id}" data-order_button_text="${text}">` +
  `<div class="payment_box payment_method_${id}">${id}</div></li>`;

function form(methods: string[]): HTMLFormElement {
  document.body.innerHTML = `<form>${methods.join('')}<button id="place_order" data-value="Kupuję">Kupuję</button></form>`;
  return document.querySelector('form')!;
}
const boxes = () =>
  [...document.querySelectorAll<HTMLElement>('.payment_box')].map(
    (b) => (b.hidden ? '-' : '+') + b.textContent,
  );
const button = () => document.getElementById('place_order')!.textContent;

beforeEach(() => {
  selected = 0;
  offs.push(on('payment_method_selected', () => selected++));
});
afterEach(() => offs.splice(0).forEach((off) => off()));

describe('initPaymentMethods', () => {
  it('chooses the first method when none is, shows its box only, fires payment_method_selected', () => {
    const f = form([method('bacs'), method('cod', 'Zamawiam')]);
    expect(initPaymentMethods(f)).toBe('payment_method_bacs');
    expect(boxes()).toEqual(['+bacs', '-cod']);
    expect(selected).toBe(1);
  });
  it('chooses the remembered method again in a new section, without firing again', () => {
    const f = form([method('bacs'), method('cod', 'Zamawiam')]);
    expect(initPaymentMethods(f, 'payment_method_cod')).toBe('payment_method_cod');
    expect(boxes()).toEqual(['-bacs', '+cod']);
    expect(button()).toBe('Zamawiam');
    expect(selected).toBe(0);
  });
  it('hides the radio of a lone method and shows its box', () => {
    const f = form([method('cod')]);
    f.querySelector<HTMLElement>('.payment_box')!.hidden = true;
    initPaymentMethods(f);
    expect(f.querySelector<HTMLElement>('input')!.style.display).toBe('none');
    expect(boxes()).toEqual(['+cod']);
  });
});

describe('selectPaymentMethod', () => {
  it('switches the box and the button text; fires only on a change', () => {
    const f = form([method('bacs'), method('cod', 'Zamawiam')]);
    let last = initPaymentMethods(f);
    const cod = document.getElementById('payment_method_cod') as HTMLInputElement;
    cod.checked = true;
    last = selectPaymentMethod(f, cod, last);
    expect([boxes(), button(), selected]).toEqual([['-bacs', '+cod'], 'Zamawiam', 2]);
    selectPaymentMethod(f, cod, last);
    expect(selected).toBe(2);
    const bacs = document.getElementById('payment_method_bacs') as HTMLInputElement;
    bacs.checked = true;
    selectPaymentMethod(f, bacs, last);
    expect([boxes(), button(), selected]).toEqual([['+bacs', '-cod'], 'Kupuję', 3]);
  });
});
