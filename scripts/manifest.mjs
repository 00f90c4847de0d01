// The one reader of widgets/manifest.json (the built-in islands, page services, their controls, the classic
// scripts they replace) on the Node side: the build, the size report, the benchmarks and the test config read it
// here, checked. The runtime imports the JSON itself (esbuild bundles it), and the WordPress plugin reads the
// copy the build writes into dist/<flavour>/manifest.json.

/** @import { BuiltInIsland, IslandDefinition, IslandManifest, Strategy } from './types' */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_SOURCE = 'widgets/manifest.json';

/**
 * The strategies an island or a page service may name in widgets/manifest.json (shared/island.ts DEFER_UNTIL).
 * @type {readonly Strategy[]}
 */
const STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'media'];

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * widgets/manifest.json, checked: `islands` and `services` map a name to `{ strategy, adopt? }`, `activators` an
 * island to the selector of its controls, `ownRoots` one island to the class of its controls that become roots of
 * their own where none of its roots holds them, `replaces` maps a classic script handle to the names (islands or
 * services) that take its place, `jqueryApi` maps a replaced handle to the jQuery plugins and helpers of its
 * script that stay answered. Other top-level keys (`$comment`) are left out.
 * @param {string} [root] the project folder
 * @returns {Promise<IslandManifest>}
 */
export async function readIslandManifest(root = ROOT) {
  return checkIslandManifest(JSON.parse(await readFile(path.join(root, MANIFEST_SOURCE), 'utf8')));
}

/**
 * widgets/manifest.json's parsed JSON, checked; throws naming every problem.
 * @param {unknown} json
 * @returns {IslandManifest}
 */
export function checkIslandManifest(json) {
  const source = isObject(json) ? json : {};
  /** @type {string[]} */
  const problems = [];
  /** @param {string} key */
  const entries = (key) => {
    const value = source[key];
    if (isObject(value)) return Object.entries(value);
    problems.push(`"${key}" is not an object`);
    return [];
  };
  /** @param {string} key @returns {Record<string, IslandDefinition>} */
  const named = (key) =>
    Object.fromEntries(
      entries(key).map(([name, definition]) => {
        const { strategy, adopt } = isObject(definition) ? definition : {};
        if (!/^[a-z][a-z0-9-]*$/.test(name)) problems.push(`${key}: "${name}" is not a lower-case name`);
        if (!STRATEGIES.includes(/** @type {Strategy} */ (strategy))) {
          problems.push(
            `${key}.${name}: strategy ${JSON.stringify(strategy)} is not one of ${STRATEGIES.join(', ')}`,
          );
        }
        if (adopt !== undefined && (typeof adopt !== 'string' || adopt === '')) {
          problems.push(`${key}.${name}: adopt is not a selector`);
        }
        // Checked above: the problems throw before this is returned.
        return [
          name,
          /** @type {IslandDefinition} */ (
            /** @type {unknown} */ ({ ...(isObject(definition) ? definition : {}) })
          ),
        ];
      }),
    );
  const islands = named('islands');
  const services = named('services');
  /** @param {string} name */
  const isIsland = (name) => Object.hasOwn(islands, name);
  for (const [name, selector] of entries('activators')) {
    if (!isIsland(name)) problems.push(`activators.${name}: no such island`);
    if (typeof selector !== 'string' || !selector) problems.push(`activators.${name}: not a selector`);
  }
  // The loader marks one island's own roots, each found by one class (shared/held-activations.ts).
  const ownRoots = entries('ownRoots');
  if (ownRoots.length > 1) problems.push('ownRoots: one island at most');
  for (const [name, selector] of ownRoots) {
    if (!isIsland(name)) problems.push(`ownRoots.${name}: no such island`);
    if (typeof selector !== 'string' || !/^\.[\w-]+$/.test(selector))
      problems.push(`ownRoots.${name}: not a class`);
  }
  for (const name of Object.keys(services)) {
    if (isIsland(name)) problems.push(`"${name}" is both an island and a service`);
  }
  const replaces = Object.fromEntries(
    entries('replaces').map(([handle, names]) => {
      if (!Array.isArray(names) || names.length === 0) {
        problems.push(`replaces.${handle}: not a list of names`);
        return [handle, []];
      }
      for (const name of names) {
        if (!isIsland(name) && !Object.hasOwn(services, name)) {
          problems.push(`replaces.${handle}: "${name}" is no island or service`);
        }
      }
      return [handle, [...names]];
    }),
  );
  const jqueryApi = Object.fromEntries(
    entries('jqueryApi').map(([handle, names]) => {
      if (!Object.hasOwn(replaces, handle)) problems.push(`jqueryApi.${handle}: not a replaced handle`);
      if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && /^[A-Za-z_]\w*$/.test(n))) {
        problems.push(`jqueryApi.${handle}: not a list of jQuery plugin names`);
        return [handle, []];
      }
      return [handle, [...names]];
    }),
  );
  if (problems.length) throw new Error(`${MANIFEST_SOURCE}:\n  ${problems.join('\n  ')}`);
  return {
    islands,
    services,
    activators: /** @type {Record<string, string>} checked above */ (
      Object.fromEntries(entries('activators'))
    ),
    ownRoots: /** @type {Record<string, string>} checked above */ (Object.fromEntries(ownRoots)),
    replaces,
    jqueryApi,
  };
}

/**
 * The built-in islands and page services from widgets/manifest.json, as `{ name: { strategy } }`; services
 * carry `service: true` (they load on every page, root or not).
 * @param {string} [root]
 * @returns {Promise<Record<string, BuiltInIsland>>}
 */
export async function loadBuiltInIslands(root = ROOT) {
  const manifest = await readIslandManifest(root);
  /** @type {Array<[string, BuiltInIsland]>} */
  const entries = [
    ...Object.entries(manifest.islands).map(
      ([name, { strategy, adopt }]) =>
        /** @type {[string, BuiltInIsland]} */ ([name, { strategy, ...(adopt ? { adopt } : {}) }]),
    ),
    ...Object.entries(manifest.services).map(
      ([name, { strategy }]) => /** @type {[string, BuiltInIsland]} */ ([name, { strategy, service: true }]),
    ),
  ];
  return Object.fromEntries(entries);
}
