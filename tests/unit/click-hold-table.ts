// The build writes the click hold's table into the boot file as a literal (ISLAND_HOLD in build.mjs), so each
// evaluation of shared/held-activations.ts has its own. Here too: a getter gives every fresh instance of that
// module (vi.resetModules) an empty table, where a define would be one object on globalThis they all share.
// Unit tests register their own controls.
Object.defineProperty(globalThis, 'ISLAND_HOLD', { configurable: true, get: () => [{}] });
