/**
 * React for third-party islands, loaded on first use through `wcIslands.ui()`: the page's React (preact/compat
 * in the default flavour, WordPress's React in the react flavour) plus `renderOwned`, which renders behind our
 * error boundary, so a plugin's island never bundles a React of its own.
 *
 * The React API given is the part the islands themselves use: handing over the whole namespace would keep
 * all of preact/compat (Suspense, lazy, Children, …) in the chunk every page loads at boot.
 */
import {
  Component,
  createContext,
  createElement,
  createRef,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  version,
} from 'react';
import { createPortal } from 'react-dom';
import { renderOwned } from './render';

export const ui = {
  React: {
    Component,
    createContext,
    createElement,
    createPortal,
    createRef,
    Fragment,
    useCallback,
    useContext,
    useEffect,
    useId,
    useLayoutEffect,
    useMemo,
    useReducer,
    useRef,
    useState,
    version,
  },
  renderOwned,
};
export type Ui = typeof ui;
