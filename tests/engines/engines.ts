/** The engines, and the ones this run drives: all, or those named in ENGINE (`ENGINE=firefox,webkit`). */
import { chromium } from './chromium';
import type { Engine } from './engine';
import { firefox } from './firefox';
import { webkit } from './webkit';

export const ENGINES: Engine[] = [chromium, firefox, webkit];

export function selectedEngines(): Engine[] {
  const wanted = (process.env.ENGINE ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !ENGINES.some((engine) => engine.name === name));
  if (unknown.length)
    throw new Error(`ENGINE=${unknown.join(',')}: unknown (${ENGINES.map((e) => e.name).join(', ')})`);
  return wanted.length ? ENGINES.filter((engine) => wanted.includes(engine.name)) : ENGINES;
}
