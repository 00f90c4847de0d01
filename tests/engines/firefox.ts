/** Firefox ESR through puppeteer-core over WebDriver BiDi (headless; puppeteer makes the profile). */
import { existsSync } from 'node:fs';
import type { KeyInput } from 'puppeteer-core';
import {
  ACTION_TIMEOUT,
  CLOSE_TIMEOUT,
  type Engine,
  type EngineCookie,
  type Key,
  LAUNCH_TIMEOUT,
  type PageFunction,
  VIEWPORT,
} from './engine';
import { withTimeout } from './processes';

const firefoxPath = () =>
  [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => p && existsSync(p));

export const firefox: Engine = {
  name: 'firefox',
  missing: () =>
    firefoxPath() ? undefined : 'no Firefox (apt-get install firefox-esr, or set FIREFOX_PATH)',
  async launch() {
    const { default: puppeteer } = await import('puppeteer-core'); // loaded only when Firefox runs
    const browser = await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: firefoxPath()!,
      headless: true,
      timeout: LAUNCH_TIMEOUT,
      defaultViewport: VIEWPORT,
    });
    const version = await browser.version();
    return {
      name: 'firefox',
      version,
      async newPage(origin) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        page.setDefaultTimeout(ACTION_TIMEOUT);
        const host = new URL(origin).hostname;
        return {
          goto: async (url) => void (await page.goto(url)),
          reload: async () => void (await page.reload()),
          click: (selector) => page.locator(selector).click(),
          async press(key: Key) {
            if (key === 'Shift+Tab') {
              await page.keyboard.down('Shift');
              await page.keyboard.press('Tab');
              await page.keyboard.up('Shift');
            } else await page.keyboard.press(key === 'Space' ? ' ' : (key as KeyInput)); // BiDi knows ' '
          },
          type: (text) => page.keyboard.type(text),
          evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) => page.evaluate(fn as never, arg) as Promise<R>,
          async cookies() {
            return (await context.cookies())
              .filter((c) => c.domain === host || c.domain === `.${host}`)
              .map((c): EngineCookie => ({
                name: c.name,
                value: c.value,
                path: c.path,
                session: c.session === true || c.expires === -1,
                httpOnly: c.httpOnly === true,
              }));
          },
          setCookies: (cookies) =>
            context.setCookie(...cookies.map((c) => ({ ...c, domain: host, path: '/' }))),
          close: () => context.close(),
        };
      },
      async close() {
        try {
          await withTimeout(browser.close(), CLOSE_TIMEOUT, 'closing Firefox');
        } catch (error) {
          browser.process()?.kill('SIGKILL');
          throw error;
        }
      },
    };
  },
};
