/**
 * Finds the Chromium the browser tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium. With
 * `--install` (CI, `npm test`), a missing Chromium is installed with apt-get when running as root on
 * Debian; otherwise the message says what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package with apt-get …');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium not found. Install Debian’s package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(process.argv.includes('--install') ? ensureChromium() : (findChromium() ?? 'not found'));
}
