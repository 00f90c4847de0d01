import type { IslandDefinition } from '../shared/island';

/** The built-in islands: name (the `data-island` value) → lazy chunk + default hydration strategy. */
export const builtInIslands: Record<string, IslandDefinition> = {
  'store-notice': { deferUntil: 'load', load: () => import('./store-notice/index') },
  'coming-soon-banner': { deferUntil: 'interaction', load: () => import('./coming-soon-banner/index') },
};
