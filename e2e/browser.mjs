// The browser the e2e suite drives: CHROME_PATH, else Debian's headless shell — Chromium's engine
// without the desktop browser around it, ~10 % less CPU a test here (docs/ci.md) — else Chromium.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The browser's path; the first candidate when none is installed (the caller says so). */
export function browserPath() {
  return process.env.CHROME_PATH || CANDIDATES.find((file) => existsSync(file)) || CANDIDATES[0];
}
