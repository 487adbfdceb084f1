/**
 * Issue #7 item 6: axe-core on every screen of the app (zero serious or critical violations of
 * WCAG 2.1 A/AA and best practice).
 *
 * Screens are grouped per user, one test each, so the specs log in a few times only. Every test
 * collects the violations of all its screens and fails at the end with the full list (rule id,
 * impact and the CSS targets of the offending nodes), so one run shows everything to fix.
 *
 * Issue #15: every audited screen is also laid out at 320 px, the narrowest phone, where nothing
 * may make the page scroll sideways.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const NARROWEST_PHONE = 320;

interface Overflow {
  /** How far the page is wider than the viewport (0: no sideways scrolling). */
  pixels: number;
  /** The outermost elements reaching past the viewport's right edge, to say what to fix. */
  culprits: string[];
}

/** How far the page is wider than the viewport at `width` px, and what makes it so. */
async function overflowAt(page: Page, width: number): Promise<Overflow> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The audit needs a page with a fixed viewport.');
  await page.setViewportSize({ width, height: viewport.height });
  try {
    // Two frames: the resize's layout, then anything that measures itself after it.
    return await page.evaluate(
      () =>
        new Promise<Overflow>((resolve) => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              const pixels = document.documentElement.scrollWidth - window.innerWidth;
              const describe = (element: Element) => {
                const { left, right } = element.getBoundingClientRect();
                const classes = Array.from(element.classList).join('.');
                return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> ${String(Math.round(left))}–${String(Math.round(right))} px`;
              };
              const past = (element: Element) =>
                element.getBoundingClientRect().right > window.innerWidth + 0.5;
              // Inside a box that is within the viewport and clips what overflows it.
              const clipped = (element: Element) => {
                for (let box = element.parentElement; box; box = box.parentElement) {
                  if (getComputedStyle(box).overflowX !== 'visible' && !past(box)) return true;
                }
                return false;
              };
              // The outermost: past the edge while its parent is not.
              const culprits =
                pixels > 0
                  ? Array.from(document.body.querySelectorAll('*'))
                      .filter((element: Element) => {
                        const parent = element.parentElement;
                        return (
                          past(element) &&
                          (!parent || parent === document.body || !past(parent)) &&
                          !clipped(element)
                        );
                      })
                      .slice(0, 5)
                      .map(describe)
                  : [];
              resolve({ pixels, culprits });
            });
          });
        }),
    );
  } finally {
    await page.setViewportSize(viewport);
  }
}

/**
 * How long a journey that audits every screen it passes may take: axe reads each page whole, and on
 * a busy shared machine a dozen screens took over two minutes (2026-11-28).
 */
export const AUDITED_JOURNEY_TIMEOUT_MS = 240_000;

/** Runs axe on each screen it is shown and keeps the serious and critical violations. */
export class Audit {
  private readonly problems: string[] = [];
  private readonly screens: string[] = [];

  /**
   * `widths`: the back office is laid out for desktops and tablets (ADR 0030), so its screens are
   * checked, axe and sideways scrolling both, at each of these widths instead of at 320 px.
   */
  constructor(
    private readonly page: Page,
    private readonly widths?: readonly number[],
  ) {}

  /** Waits for `ready` (the screen's heading or dialog), then checks the whole page. */
  async check(screen: string, ready: Locator): Promise<void> {
    await expect(ready).toBeVisible();
    if (!this.widths) {
      await this.checkAt(screen, NARROWEST_PHONE);
      return;
    }
    const viewport = this.page.viewportSize();
    try {
      for (const width of this.widths) {
        if (viewport) await this.page.setViewportSize({ width, height: viewport.height });
        await this.checkAt(`${screen} at ${String(width)} px`, width);
      }
    } finally {
      if (viewport) await this.page.setViewportSize(viewport);
    }
  }

  private async checkAt(screen: string, width: number): Promise<void> {
    // What is being refreshed is dimmed (a grid's rows, a report's section) and says so: contrast
    // is judged on the settled screen, as its reader gets it.
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    const started = Date.now();
    const results = await new AxeBuilder({ page: this.page }).withTags(AXE_TAGS).analyze();
    this.screens.push(screen);
    if (process.env.AXE_VERBOSE)
      console.warn(`[axe] ${screen}: ${String(Date.now() - started)} ms`);
    for (const violation of results.violations) {
      const impact = violation.impact ?? 'unknown';
      const line = `${screen}: ${violation.id} (${impact}) ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`;
      if (FAILING_IMPACTS.has(impact)) this.problems.push(line);
      else if (process.env.AXE_VERBOSE) console.warn(`[axe, not failing] ${line}`);
    }
    const overflow = await overflowAt(this.page, width);
    if (overflow.pixels > 0)
      this.problems.push(
        `${screen}: scrolls sideways at ${String(width)} px (${String(overflow.pixels)} px too wide), reached by\n${overflow.culprits.map((culprit) => `    ${culprit}`).join('\n')}`,
      );
  }

  expectClean(): void {
    test.info().annotations.push({ type: 'screens checked', description: this.screens.join(', ') });
    expect(
      this.problems,
      `serious or critical axe violations, or screens wider than their viewport:\n${this.problems.join('\n')}`,
    ).toEqual([]);
  }
}
