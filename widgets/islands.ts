import type { IslandModule, LegacyIslandModule, ServiceModule } from '../shared/island';
import { loadRenderer } from '../shared/registry';
import cartFragments from './cart-fragments/index';
import { islands } from './manifest.json';

/* eslint-disable @typescript-eslint/no-explicit-any -- each island has its own props type */
export type IslandChunk = { default: IslandModule<any> | LegacyIslandModule<any> };

/** The page services: in the runtime itself (no React in them). */
export const services: Record<string, ServiceModule> = { 'cart-fragments': cartFragments };

/**
 * Written in by the build: each built-in island's files beside the runtime (it is built into chunks/), its
 * own chunk first, then all it needs beyond the core and the renderer: its shared chunks. A list per island in
 * the manifest's order, not keyed by name: the names would cost the core as many bytes again.
 */
declare const ISLAND_FILES: string[][] | undefined;
const islandFiles = typeof ISLAND_FILES === 'object' ? ISLAND_FILES : [];
/** The built-in islands in that order, read before the runtime takes out those switched off. */
const names = Object.keys(islands);

/** A built file: not a source for the bundler to follow. */
const importBuilt = (file: string): Promise<unknown> => import(file);

/**
 * A built-in island's module, its files and the renderer (React, which every built-in island renders with)
 * all asked for at once: the browser would learn of each only from the file that imports it, one round trip
 * later. The renderer is named here, not in each island's list: the core would carry its name once an island.
 */
export function loadIsland(name: string): Promise<IslandChunk> {
  const files = islandFiles[names.indexOf(name)] ?? [];
  if (!files.length) return Promise.reject(new Error(`the build wrote no files for ${name}`));
  const loads = [...files.map((file) => importBuilt(`./${file}`)), loadRenderer()];
  return Promise.all(loads).then(([own]) => own as IslandChunk);
}
