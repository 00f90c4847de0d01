// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { whenParsedAndStyled } from './parsed';

describe('whenParsedAndStyled', () => {
  it('waits for a stylesheet that has not arrived, then resolves on its load', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    Object.defineProperty(link, 'sheet', { value: null });
    document.head.append(link);
    let done = false;
    const ready = whenParsedAndStyled().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await ready;
    expect(done).toBe(true);
    link.remove();
  });

  it('resolves at once for a parsed document whose stylesheets have applied (or failed)', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    Object.defineProperty(link, 'sheet', { value: {} });
    document.head.append(link);
    await expect(whenParsedAndStyled()).resolves.toEqual([]);
    link.remove();
  });
});
