/**
 * WebKitGTK: WebKitWebDriver + MiniBrowser under an Xvfb this adapter starts, through webdriverio in
 * classic WebDriver mode (WebKitWebDriver 2.50 cannot match capabilities over BiDi). WebKitGTK has no
 * headless mode, and without a display POST /session hangs instead of failing: the session start is bounded.
 * One session per browser; a new page is the same window with the origin's cookies and storage cleared.
 */
import { existsSync, readdirSync } from 'node:fs';
import {
  CLOSE_TIMEOUT,
  type Engine,
  type EngineCookie,
  type Key,
  LAUNCH_TIMEOUT,
  type PageFunction,
  VIEWPORT,
} from './engine';
import { freePort, start, type Started, startXvfb, waitForHttp, withTimeout } from './processes';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

function miniBrowser(): string | undefined {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  const libs = existsSync('/usr/lib') ? readdirSync('/usr/lib').filter((d) => d.endsWith('-linux-gnu')) : [];
  return libs.map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`).find((path) => existsSync(path));
}

const xvfbPresent = () => ['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'].some((p) => existsSync(p));

/** WebDriver's key codes (WebDriver spec, "keyboard actions"). */
const CODES: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Escape: '\uE00C',
  Space: '\uE00D',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

export const webkit: Engine = {
  name: 'webkit',
  missing() {
    if (!existsSync(DRIVER)) return 'no WebKitWebDriver (apt-get install webkit2gtk-driver)';
    if (!miniBrowser()) return 'no MiniBrowser (apt-get install webkit2gtk-driver)';
    if (!xvfbPresent()) return 'no Xvfb (apt-get install xvfb)';
    return undefined;
  },
  async launch() {
    const started: Started[] = [];
    const stopAll = async () => {
      for (const p of started.reverse()) await p.stop();
    };
    try {
      const xvfb = await startXvfb();
      started.push(xvfb.process);
      const port = await freePort();
      const driver = start(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
        env: { ...process.env, DISPLAY: xvfb.display },
      });
      started.push(driver);
      await waitForHttp(`http://127.0.0.1:${port}/status`, 10_000);
      const { remote } = await import('webdriverio'); // loaded only when WebKit runs
      const browser = await withTimeout(
        remote({
          hostname: '127.0.0.1',
          port,
          path: '/',
          logLevel: 'error',
          connectionRetryTimeout: 20_000,
          connectionRetryCount: 0,
          waitforTimeout: 10_000,
          capabilities: {
            browserName: 'MiniBrowser',
            'wdio:enforceWebDriverClassic': true,
            // @ts-expect-error WebKitWebDriver's vendor capability is not in webdriverio's types
            'webkitgtk:browserOptions': { binary: miniBrowser()!, args: ['--automation'] },
          },
        }),
        LAUNCH_TIMEOUT,
        'WebKitWebDriver session start',
      );
      await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
      const version = String(browser.capabilities.browserVersion ?? '');

      const keys = (actions: Array<{ type: 'keyDown' | 'keyUp'; value: string }>) =>
        browser
          .performActions([{ type: 'key', id: 'keyboard', actions }])
          .then(() => browser.releaseActions());

      return {
        name: 'webkit',
        version,
        async newPage(origin) {
          // A cheap page on the shop's origin (no scripts), to reach its cookies and storage.
          await browser.url(`${origin}/favicon.ico`);
          await browser.deleteAllCookies();
          await browser.execute(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
          const onOrigin = async () => {
            const here = await browser.getUrl();
            if (!here.startsWith(origin)) await browser.url(`${origin}/favicon.ico`);
          };
          return {
            goto: async (url) => void (await browser.url(url)),
            reload: () => browser.refresh(),
            click: async (selector) => {
              const element = await browser.$(selector);
              await element.waitForExist();
              await element.click();
            },
            press(key: Key) {
              const names = key === 'Shift+Tab' ? ['Shift', 'Tab'] : [key];
              const values = names.map((n) => CODES[n]!);
              return keys([
                ...values.map((value) => ({ type: 'keyDown' as const, value })),
                ...values.reverse().map((value) => ({ type: 'keyUp' as const, value })),
              ]);
            },
            type: (text) =>
              keys(
                [...text].flatMap((value) => [
                  { type: 'keyDown' as const, value },
                  { type: 'keyUp' as const, value },
                ]),
              ),
            evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
              browser.execute(fn as never, arg) as Promise<R>,
            async cookies() {
              await onOrigin();
              return (await browser.getCookies()).map((c): EngineCookie => ({
                name: c.name,
                value: c.value,
                path: c.path ?? '/',
                session: c.expiry === undefined,
                httpOnly: c.httpOnly ?? false,
              }));
            },
            async setCookies(cookies) {
              await onOrigin();
              await browser.setCookies(cookies.map((c) => ({ ...c, path: '/' })));
            },
            close: async () => {},
          };
        },
        async close() {
          try {
            await withTimeout(browser.deleteSession(), CLOSE_TIMEOUT, 'closing the WebKit session');
          } finally {
            await stopAll();
          }
        },
      };
    } catch (error) {
      await stopAll();
      throw error;
    }
  },
};
