/**
 * The peaks of this process's memory over a run, from `process.memoryUsage()` sampled on a
 * timer (it fires whenever the run gives the event loop a turn) and at the points the run names.
 * RSS is also taken from the kernel's high-water mark (`resourceUsage().maxRSS`), which a sample
 * can miss; the rest (V8's heap, memory outside it) exists only as samples.
 */

export interface MemoryPeaks {
  /** MB. The kernel's high-water mark of the resident set since the process began. */
  maxRss: number;
  /** MB, the highest of the samples. */
  rss: number;
  heapUsed: number;
  /** C++ objects bound to JavaScript ones, Buffers and typed arrays included. */
  external: number;
  /** Buffers and typed arrays alone (part of `external`). */
  arrayBuffers: number;
  samples: number;
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function memorySampler(everyMs = 20) {
  const peak = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  let samples = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
    peak.external = Math.max(peak.external, usage.external);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, usage.arrayBuffers);
    samples++;
  };
  /** The peaks so far, with a sample taken now. */
  const peaks = (): MemoryPeaks => {
    sample();
    return {
      maxRss: mb(process.resourceUsage().maxRSS * 1024),
      rss: mb(peak.rss),
      heapUsed: mb(peak.heapUsed),
      external: mb(peak.external),
      arrayBuffers: mb(peak.arrayBuffers),
      samples,
    };
  };
  const timer = setInterval(sample, everyMs);
  sample();
  return {
    peaks,
    stop(): MemoryPeaks {
      clearInterval(timer);
      return peaks();
    },
  };
}
