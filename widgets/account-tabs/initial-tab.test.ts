// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountTabForHash, initialAccountTab } from './initial-tab';

const at = (url: string, count = 2) => {
  const u = new URL(url, 'https://sklep.example');
  return initialAccountTab({ search: u.search, hash: u.hash }, count);
};

describe('initial account tab', () => {
  it.each([
    ['/moje-konto/', 0],
    ['/moje-konto/#rejestracja', 1],
    ['/moje-konto/#register', 1],
    ['/moje-konto/#Rejestracja', 1],
    ['/moje-konto/?tab=2', 1],
    ['/moje-konto/?tab=1', 0],
    ['/moje-konto/?tab=2#logowanie', 0],
    ['/moje-konto/#main-content', 0],
  ])('%s opens tab %i', (url, tab) => {
    expect(at(url)).toBe(tab);
  });

  it('stays on the first tab when there is no second column', () => {
    expect(at('/moje-konto/#rejestracja', 1)).toBe(0);
    expect(at('/moje-konto/?tab=2', 1)).toBe(0);
  });

  it('a later hash opens its tab and ignores other hashes', () => {
    expect(accountTabForHash('#rejestracja', 2)).toBe(1);
    expect(accountTabForHash('#login', 2)).toBe(0);
    expect(accountTabForHash('#password', 2)).toBeUndefined();
    expect(accountTabForHash('', 2)).toBeUndefined();
  });
});
