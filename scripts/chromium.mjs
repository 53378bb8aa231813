// Where the system Chromium lives and how to start it on this closed network.
// Nothing here downloads a browser: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
