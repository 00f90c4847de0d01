/**
 * The island model cannot drift back: every built-in island in widgets/manifest.json exports a React
 * component through defineIsland under its own name, every service a start function, and the manifest, the
 * runtime's services and the widgets/ folders name the same things.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIsland, services } from '../../widgets/islands';
import manifest from '../../widgets/manifest.json';

const widgets = path.resolve(__dirname, '../../widgets');
const folders = readdirSync(widgets).filter((f) => statSync(path.join(widgets, f)).isDirectory());

describe('island model', () => {
  it('the manifest, the runtime’s services and the widgets/ folders list the same islands and services', () => {
    const declared = [...Object.keys(manifest.islands), ...Object.keys(manifest.services)].sort();
    expect(Object.keys(services).sort()).toEqual(Object.keys(manifest.services).sort());
    expect(folders.sort()).toEqual(declared);
    for (const names of Object.values(manifest.replaces))
      for (const name of names) expect(declared).toContain(name);
  });

  it.each(Object.keys(manifest.islands))('%s exports a React component under its own name', async (name) => {
    const { default: island } = await loadIsland(name);
    expect(island).toHaveProperty('Component');
    expect(typeof (island as { Component: unknown }).Component).toBe('function');
    expect((island as { name: string }).name).toBe(name);
    expect(island).not.toHaveProperty('mount');
  });

  it.each(Object.keys(manifest.services))('%s is a page service with a start function', (name) => {
    const service = services[name];
    expect(typeof service?.start).toBe('function');
    expect(service?.name).toBe(name);
  });
});
