// Accessibility checks with axe-core on every page a journey visits: 0 serious or critical violations.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
/** How long a page may settle after a navigation before it is checked (data loaded, animations done). */
const SETTLE_MS = 900;

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  try {
    await page.addScriptTag({ content: AXE_SOURCE });
  } catch {
    // Our Content-Security-Policy refuses inline scripts (script-src 'self'); DevTools evaluation is exempt.
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

// One axe run at a time per tab: axe refuses to start while another run is going (the watcher and a test's
// own check can meet).
const running = new WeakMap<Page, Promise<unknown>>();
function oneAtATime<T>(page: Page, task: () => Promise<T>): Promise<T> {
  const next = (running.get(page) ?? Promise.resolve()).catch(() => {}).then(task);
  running.set(page, next);
  return next;
}

function runAxe(page: Page): Promise<Finding[]> {
  return oneAtATime(page, () => runAxeNow(page));
}

async function runAxeNow(page: Page): Promise<Finding[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact?: string; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    // While a modal dialog is open, the page behind it is aria-hidden and its focus kept in the dialog (Radix's focus
    // trap), so "hidden content is focusable" describes no reachable control; a page checked just as a journey
    // opens a dialog met this. Everything else is still reported, the dialog's own content included.
    const modalOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .filter((v) => !(modalOpen && v.id === 'aria-hidden-focus'))
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 6).map((n) => n.target.map(String).join(' ')),
        summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(0, 3).join(' '),
      }));
  });
}

const describeFinding = (where: string, f: Finding) =>
  `axe ${where}: ${f.impact} ${f.id}: ${f.help}\n    at ${f.targets.join('\n    at ')}\n    ${f.summary}`;

/**
 * The serious and critical axe violations of the page as it is now, one readable line each (empty when clean).
 * A violation must show on two runs a moment apart, so a fade-in caught half-way is not reported.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const first = await runAxe(page);
  if (first.length === 0) return [];
  await page.waitForTimeout(600);
  const second = await runAxe(page);
  const confirmed = second.filter((f) => first.some((g) => g.id === f.id));
  const where = new URL(page.url()).pathname;
  return confirmed.map((f) => describeFinding(where, f));
}

/**
 * Checks every page the tab shows (loads and in-app navigations), after it settles, and adds each new
 * violation to `problems`. Checks that a navigation or a closing tab interrupts are dropped, not reported.
 */
export function watchAccessibility(page: Page, problems: string[]): void {
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue = Promise.resolve();
  const check = () => {
    queue = queue.then(async () => {
      if (page.isClosed()) return;
      const url = page.url();
      if (!/^https?:/.test(url) || new URL(url).pathname.startsWith('/api/')) return;
      try {
        for (const line of await accessibilityProblems(page)) {
          const key = line.split('\n')[0]!;
          if (seen.has(key)) continue;
          seen.add(key);
          problems.push(line);
        }
      } catch {
        // The page navigated or closed during the check: the next page gets its own.
      }
    });
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(timer);
    timer = setTimeout(check, SETTLE_MS);
  });
  page.on('close', () => clearTimeout(timer));
}
