import { chromium } from 'playwright-core';
import { startServer } from './fixtures/server.mjs';
import { CHROMIUM_ARGS, findChromium } from './tests/chromium.mjs';
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const N = 15; const path = process.argv[2] ?? '/produkt/koszulka-bawelniana/';
const server = await startServer({ port: 0, quiet: true, csp: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...extra], headless: true, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
const ready = (page) => page.waitForFunction(() => typeof window.wcIslands?.push === 'function' && !Array.isArray(window.wcIslands) && document.querySelector('[data-island-mounted]'));
const c0 = process.cpuUsage(); const t0 = Date.now();
for (let i = 0; i < N; i++) { const c = await browser.newContext({ baseURL: server.url }); const p = await c.newPage(); await p.goto(path); await ready(p); await c.close(); }
const w = Date.now() - t0; const cu = process.cpuUsage(c0);
await browser.close(); await server.close();
console.log(JSON.stringify(extra), 'wall/load', (w / N).toFixed(0), 'node cpu/load', ((cu.user + cu.system) / 1000 / N).toFixed(0));
