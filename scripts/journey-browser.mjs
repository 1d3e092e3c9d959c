// Which browser the journeys drive: CHROME_PATH, else Debian's Chromium headless shell (the same engine with less
// CPU, decision 0025), else Debian's Chromium. Shared by `npm run test:e2e` and the journeys' own launch.
import { existsSync } from 'node:fs';

const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The browser's path; a missing one throws the fix, so a journey never passes without a browser. */
export function findJourneyBrowser() {
  const wanted = process.env.CHROME_PATH;
  const found = wanted ? (existsSync(wanted) ? wanted : undefined) : DEBIAN_BROWSERS.find((file) => existsSync(file));
  if (found) return found;
  throw new Error(
    `Chromium was not found at ${wanted ?? DEBIAN_BROWSERS.join(' or ')}: install it with ` +
      '"sudo apt-get install -y chromium chromium-headless-shell" (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}
