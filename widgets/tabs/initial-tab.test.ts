// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialTab, tabForHash } from './initial-tab';

const keys = ['description', 'additional_information', 'reviews'];
const at = (url: string) => {
  const u = new URL(url, 'https://sklep.example');
  return initialTab({ href: u.href, hash: u.hash }, keys);
};

describe('initial product tab', () => {
  it.each([
    ['/produkt/kubek/', 'description'],
    ['/produkt/kubek/#comment-12', 'reviews'],
    ['/produkt/kubek/#li-comment-12', 'reviews'],
    ['/produkt/kubek/#reviews', 'reviews'],
    ['/produkt/kubek/#tab-reviews', 'reviews'],
    ['/produkt/kubek/comment-page-2/#comments', 'reviews'],
    ['/produkt/kubek/?cpage=2#comments', 'reviews'],
    ['/produkt/kubek/#comments', 'description'],
    ['/produkt/kubek/#reviewsx', 'description'],
    ['/produkt/kubek/#tab-additional_information', 'additional_information'],
    ['/produkt/kubek/#tab-description', 'description'],
    ['/produkt/kubek/#anything', 'description'],
  ])('%s opens %s', (url, tab) => {
    expect(at(url)).toBe(tab);
  });

  it('falls back to the first tab when the wanted one does not exist', () => {
    expect(initialTab({ href: 'https://x/#reviews', hash: '#reviews' }, ['description'])).toBe('description');
    expect(initialTab({ href: 'https://x/', hash: '' }, [])).toBeUndefined();
  });

  it('a later hash change opens reviews, or any #tab-<key>, and ignores the rest', () => {
    expect(tabForHash('#comment-3', keys)).toBe('reviews');
    expect(tabForHash('#tab-additional_information', keys)).toBe('additional_information');
    expect(tabForHash('#tab-description', keys)).toBe('description');
    expect(tabForHash('#tab-nope', keys)).toBeUndefined();
    expect(tabForHash('#main-content', keys)).toBeUndefined();
  });
});
