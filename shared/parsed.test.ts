// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { whenStyled } from './parsed';

describe('whenStyled', () => {
  it('waits for a stylesheet that has not arrived, then resolves on its load', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    Object.defineProperty(link, 'sheet', { value: null });
    document.head.append(link);
    let done = false;
    const ready = whenStyled().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await ready;
    expect(done).toBe(true);
    link.remove();
  });

  it('resolves at once where the stylesheets have applied (or failed)', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    Object.defineProperty(link, 'sheet', { value: {} });
    document.head.append(link);
    await expect(whenStyled()).resolves.toEqual([]);
    link.remove();
  });
});
