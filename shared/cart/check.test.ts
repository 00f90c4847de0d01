// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fragmentsOf, readFragments } from './check';

describe('the one fragment check', () => {
  it('takes a map of markup, and nothing else', () => {
    expect(fragmentsOf({ 'div.a': '<div></div>' })).toEqual({ 'div.a': '<div></div>' });
    expect(fragmentsOf({})).toEqual({});
    for (const bad of [null, 'x', 5, ['<b></b>'], { 'div.a': 5 }, { 'div.a': null }])
      expect(fragmentsOf(bad)).toBeNull();
  });

  it('reads fragments and hash from an answer; a missing hash is an empty cart', () => {
    expect(readFragments({ fragments: { a: '<b></b>' }, cart_hash: 'h' })).toEqual({
      fragments: { a: '<b></b>' },
      cartHash: 'h',
    });
    expect(readFragments({ fragments: { a: '<b></b>' }, cart_hash: 7 })).toEqual({
      fragments: { a: '<b></b>' },
      cartHash: '',
    });
    expect(readFragments({ fragments: [1, 2] })).toBeUndefined();
    expect(readFragments(null)).toBeUndefined();
    expect(readFragments('<html>')).toBeUndefined();
  });
});
