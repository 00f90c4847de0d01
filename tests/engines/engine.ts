/**
 * The engine-neutral interface the scenarios drive. An adapter (chromium.ts, firefox.ts, webkit.ts)
 * launches one browser and hands out pages; everything else (reading the DOM, waiting) is built on
 * `evaluate` in shopper.ts, so the adapters stay small.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys the scenarios press; `Shift+Tab` is the one chord. */
export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Space'
  | 'Escape'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End';

export interface EngineCookie {
  name: string;
  value: string;
  path: string;
  /** No expiry: a browser-session cookie. */
  session: boolean;
  httpOnly: boolean;
}

/** A function run in the page: it must not use anything from the test's module scope. */
export type PageFunction<A, R> = (arg: A) => R;

export interface EnginePage {
  /** Navigates to an absolute URL and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** A real (trusted) mouse click on the first element matching `selector`, waiting for it to exist. */
  click(selector: string): Promise<void>;
  /** A real key press, sent to the focused element. */
  press(key: Key): Promise<void>;
  /** Types `text` key by key into the focused element. */
  type(text: string): Promise<void>;
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** The cookies of the shop's origin, including HttpOnly ones. */
  cookies(): Promise<EngineCookie[]>;
  /** Sets cookies on the shop's origin (before or after a `goto`). */
  setCookies(cookies: Array<{ name: string; value: string }>): Promise<void>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  readonly name: EngineName;
  readonly version: string;
  /** A page with no cookies and no storage of earlier pages. One page at a time. */
  newPage(origin: string): Promise<EnginePage>;
  /** Closes the browser and stops every process the adapter started. */
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** Why the engine cannot run here (a missing binary), or undefined when it can. */
  missing(): string | undefined;
  launch(): Promise<EngineBrowser>;
}

/** Session start, shutdown and the waits inside one test are bounded by these. */
export const LAUNCH_TIMEOUT = 45_000;
export const CLOSE_TIMEOUT = 10_000;
export const ACTION_TIMEOUT = 10_000;
export const VIEWPORT = { width: 1280, height: 900 };
