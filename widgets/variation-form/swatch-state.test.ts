// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itemState, stateNote, type SwatchSettings } from './swatch-state';

const settings = (paid: Partial<SwatchSettings> = {}): SwatchSettings => ({
  clickable_out_of_stock: false,
  disable_out_of_stock: false,
  clear_on_reselect: false,
  deselect_unavailable: false,
  out_of_stock_tooltip_text: '(Out of stock)',
  unavailable_tooltip_text: '(Unavailable)',
  variation_label_separator: ':',
  show_variation_label: true,
  ...paid,
});

describe('swatch states follow the options Variation Swatches prints', () => {
  it('free plugin (no out-of-stock option printed): an out-of-stock value is offered like any other, no note', () => {
    expect(itemState('out-of-stock', settings())).toBe('enabled');
    expect(stateNote('out-of-stock', settings())).toBe('');
  });

  it('paid plugin: disable_out_of_stock greys it, clickable_out_of_stock keeps it choosable as no-stock', () => {
    expect(itemState('out-of-stock', settings({ disable_out_of_stock: true }))).toBe('disabled');
    expect(itemState('out-of-stock', settings({ clickable_out_of_stock: true }))).toBe('no-stock');
    expect(
      itemState('out-of-stock', settings({ clickable_out_of_stock: true, disable_out_of_stock: true })),
    ).toBe('no-stock');
    expect(stateNote('out-of-stock', settings({ disable_out_of_stock: true }))).toBe('(Out of stock)');
  });

  it('values no active variation offers are disabled either way', () => {
    for (const paid of [{}, { disable_out_of_stock: true }]) {
      expect(itemState('inactive', settings(paid))).toBe('disabled');
      expect(itemState('absent', settings(paid))).toBe('disabled');
      expect(stateNote('inactive', settings(paid))).toBe('(Unavailable)');
    }
    expect(itemState('available', settings())).toBe('enabled');
  });
});
