/**
 * Runs a scenario file once per engine: per engine one demo shop and one browser for the whole file, a
 * fresh page (no cookies, no storage) per `open`. An engine that cannot run here is skipped (its reason is
 * printed once per run by global-setup.ts).
 */
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { startServer } from '../../fixtures/server.mjs';
import type { RequestLogEntry } from '../browser/harness';
import type { EngineBrowser, EngineName } from './engine';
import { LAUNCH_TIMEOUT } from './engine';
import { selectedEngines } from './engines';
import { Shopper } from './shopper';

interface DemoServer {
  url: string;
  requests: RequestLogEntry[];
  clearRequests(): void;
  close(): Promise<void>;
}

export interface EngineRun {
  readonly engine: EngineName;
  readonly url: string;
  /** A fresh page on `path`, with `cookies` set on the shop's origin first. */
  open(path: string, options?: { cookies?: Array<{ name: string; value: string }> }): Promise<Shopper>;
  /** API requests the demo shop saw since the last clear, whose endpoint starts with `prefix`. */
  requests(prefix?: string): RequestLogEntry[];
  clearRequests(): void;
}

export function describeEngines(title: string, body: (run: EngineRun) => void): void {
  for (const engine of selectedEngines()) {
    describe.skipIf(engine.missing() !== undefined)(`${title} [${engine.name}]`, () => {
      let server: DemoServer | undefined;
      let browser: EngineBrowser | undefined;
      let current: Shopper | undefined;

      beforeAll(async () => {
        server = (await startServer({ port: 0, quiet: true })) as DemoServer;
        browser = await engine.launch();
      }, LAUNCH_TIMEOUT + 15_000);
      afterEach(async () => {
        await current?.close().catch(() => {});
        current = undefined;
      });
      afterAll(async () => {
        try {
          await browser?.close();
        } finally {
          await server?.close();
        }
      }, 30_000);

      body({
        engine: engine.name,
        get url() {
          return server!.url;
        },
        async open(path, options = {}) {
          await current?.close().catch(() => {});
          const page = await browser!.newPage(server!.url);
          current = new Shopper(engine.name, server!.url, page);
          if (options.cookies?.length) await current.setCookies(options.cookies);
          await current.goto(path);
          return current;
        },
        requests(prefix = '') {
          return server!.requests.filter((r) => r.endpoint.startsWith(prefix));
        },
        clearRequests() {
          server!.clearRequests();
        },
      });
    });
  }
}
