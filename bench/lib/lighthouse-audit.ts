import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CATEGORIES } from './lighthouse-figures.ts';
import type { DevtoolsEvent } from './worker-served.ts';

export interface AuditResult {
  lhr: Result;
  html: string;
  /** The page's protocol log of the run: which requests the service worker answered. */
  devtoolsLog: readonly DevtoolsEvent[];
}

export interface AuditOptions {
  /**
   * Keep the origin's service worker, its caches and the HTTP cache (Lighthouse clears them before
   * a run by default): a repeat visit, served by the worker a previous visit installed.
   */
  keepStorage?: boolean;
}

/** One Lighthouse run on `url` in the Chromium on `port`: its result and HTML report. */
export async function runAudit(
  url: string,
  port: number,
  { keepStorage = false }: AuditOptions = {},
): Promise<AuditResult> {
  const flags: Flags = {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
  };
  // A busy machine now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is done again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      const html = Array.isArray(result.report) ? result.report[0] : result.report;
      return { lhr, html: html ?? '', devtoolsLog: result.artifacts.DevtoolsLog };
    }
    const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(failure);
    console.warn(`bench:lighthouse: ${failure}; trying again`);
  }
}
