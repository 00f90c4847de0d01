/** Chromium through playwright-core: Debian's chromium, the same binary and flags as tests/browser. */
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import {
  ACTION_TIMEOUT,
  type Engine,
  type EngineCookie,
  type Key,
  LAUNCH_TIMEOUT,
  type PageFunction,
  VIEWPORT,
} from './engine';
import { withTimeout } from './processes';

export const chromium: Engine = {
  name: 'chromium',
  missing: () => (findChromium() ? undefined : 'no Chromium (apt-get install chromium, or set CHROME_PATH)'),
  async launch() {
    const { chromium: playwright } = await import('playwright-core');
    const browser = await playwright.launch({
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
      timeout: LAUNCH_TIMEOUT,
    });
    return {
      name: 'chromium',
      version: browser.version(),
      async newPage(origin) {
        const context = await browser.newContext({ viewport: VIEWPORT });
        context.setDefaultTimeout(ACTION_TIMEOUT);
        const page = await context.newPage();
        return {
          goto: async (url) => void (await page.goto(url)),
          reload: async () => void (await page.reload()),
          click: (selector) => page.click(selector),
          press: (key: Key) => page.keyboard.press(key),
          type: (text) => page.keyboard.type(text),
          // playwright's own PageFunction type unboxes handles; ours passes plain JSON values
          evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) => page.evaluate(fn as never, arg) as Promise<R>,
          async cookies() {
            return (await context.cookies(origin)).map((c): EngineCookie => ({
              name: c.name,
              value: c.value,
              path: c.path,
              session: c.expires === -1,
              httpOnly: c.httpOnly,
            }));
          },
          setCookies: (cookies) => context.addCookies(cookies.map((c) => ({ ...c, url: origin }))),
          close: () => context.close(),
        };
      },
      close: () => withTimeout(browser.close(), 10_000, 'closing Chromium'),
    };
  },
};
