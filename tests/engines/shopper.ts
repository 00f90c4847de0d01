/**
 * What a scenario does with a page, the same in every engine: every read goes through `evaluate`, every
 * wait is a poll of it, so the three adapters only have to agree on the few primitives in engine.ts.
 */
import type { EngineCookie, EngineName, EnginePage, Key, PageFunction } from './engine';
import { ACTION_TIMEOUT } from './engine';
import { islands, services } from '../../widgets/manifest.json';
import { bringIntoView } from '../visible';

const STRATEGIES: Record<string, string> = Object.fromEntries(
  Object.entries({ ...islands, ...services }).map(([name, d]) => [name, d.strategy]),
);

export class Shopper {
  constructor(
    readonly engine: EngineName,
    readonly origin: string,
    private readonly page: EnginePage,
  ) {}

  goto(path: string): Promise<void> {
    return this.page.goto(new URL(path, this.origin).href);
  }
  reload(): Promise<void> {
    return this.page.reload();
  }
  click(selector: string): Promise<void> {
    return this.page.click(selector);
  }
  /** Presses the keys in order, each a full press. */
  async press(...keys: Key[]): Promise<void> {
    for (const key of keys) await this.page.press(key);
  }
  type(text: string): Promise<void> {
    return this.page.type(text);
  }
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
    return this.page.evaluate(fn, arg);
  }
  cookies(): Promise<EngineCookie[]> {
    return this.page.cookies();
  }
  async cookie(name: string): Promise<EngineCookie | undefined> {
    return (await this.cookies()).find((c) => c.name === name);
  }
  setCookies(cookies: Array<{ name: string; value: string }>): Promise<void> {
    return this.page.setCookies(cookies);
  }

  focus(selector: string): Promise<void> {
    return this.evaluate((s) => {
      const element = document.querySelector<HTMLElement>(s);
      if (!element) throw new Error(`no ${s} to focus`);
      element.focus();
    }, selector);
  }
  text(selector: string): Promise<string | null> {
    return this.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);
  }
  attribute(selector: string, name: string): Promise<string | null> {
    return this.evaluate(({ s, n }) => document.querySelector(s)?.getAttribute(n) ?? null, {
      s: selector,
      n: name,
    });
  }
  value(selector: string): Promise<string | null> {
    return this.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.value ?? null, selector);
  }
  count(selector: string): Promise<number> {
    return this.evaluate((s) => document.querySelectorAll(s).length, selector);
  }
  /** Rendered: in the layout, not hidden by visibility (what a shopper can see, ignoring the viewport). */
  visible(selector: string): Promise<boolean> {
    return this.evaluate((s) => {
      const element = document.querySelector(s);
      return (
        !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
      );
    }, selector);
  }
  /** Whether the focused element matches `selector`. */
  focused(selector: string): Promise<boolean> {
    return this.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
  }
  url(): Promise<URL> {
    return this.evaluate(() => location.href, undefined).then((href) => new URL(href));
  }

  /** Polls `fn` in the page until it returns something truthy; throws with `what` after `timeout` ms. */
  async waitFor<A, R>(what: string, fn: PageFunction<A, R>, arg: A, timeout = ACTION_TIMEOUT): Promise<R> {
    const end = Date.now() + timeout;
    let failure = '';
    for (;;) {
      const result = await this.evaluate(fn, arg).catch((error: unknown) => {
        failure = ` (last error: ${String(error)})`; // e.g. mid-navigation
        return undefined;
      });
      if (result) return result;
      if (Date.now() > end) throw new Error(`${this.engine}: waited ${timeout} ms for ${what}${failure}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  waitForSelector(selector: string, timeout?: number): Promise<boolean> {
    return this.waitFor(selector, (s) => !!document.querySelector(s), selector, timeout);
  }
  waitForGone(selector: string, timeout?: number): Promise<boolean> {
    return this.waitFor(`${selector} to go`, (s) => !document.querySelector(s), selector, timeout);
  }
  /** Resolves when the island `name` has mounted, or the loader has started the page service `name`. */
  async mounted(name: string, timeout?: number): Promise<void> {
    try {
      await this.evaluate(bringIntoView, { name, strategies: STRATEGIES });
      await this.waitForSelector(
        `[data-island="${name}"][data-island-mounted], html[data-island-services~="${name}"]`,
        timeout,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await this.diagnose().catch(String)}`, {
        cause: error,
      });
    }
  }

  /** What the loader did on this page, for a failure message. */
  diagnose(): Promise<string> {
    return this.evaluate(
      () =>
        JSON.stringify({
          url: location.href,
          readyState: document.readyState,
          visibility: document.visibilityState,
          loader:
            typeof (window as { wcIslands?: { mounted?: unknown } }).wcIslands?.mounted === 'function'
              ? 'ran'
              : 'not run',
          roots: [...document.querySelectorAll('[data-island]')].map(
            (el) =>
              `${el.getAttribute('data-island')}${el.hasAttribute('data-island-mounted') ? ' mounted' : ''}${el.hasAttribute('data-island-failed') ? ' failed' : ''}`,
          ),
          resources: performance
            .getEntriesByType('resource')
            .map((e) => `${new URL(e.name).pathname} ${Math.round(e.duration)}ms`),
        }),
      undefined,
    );
  }

  close(): Promise<void> {
    return this.page.close();
  }
}
