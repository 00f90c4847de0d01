/**
 * React for third-party islands, loaded on first use: the page's React (preact/compat in the default
 * flavour, WordPress's React in the react flavour) plus `renderOwned`, which renders behind our error
 * boundary. Reached through `wcIslands.ui()`, so a plugin's island never bundles a React of its own.
 */
import * as React from 'react';
import { renderOwned } from './render';

export const ui = { React, renderOwned };
export type Ui = typeof ui;
