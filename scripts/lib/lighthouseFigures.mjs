// The figures the Lighthouse scripts report of a run, and their medians over several runs.

/** @param {any} lhr */
export function figuresOf({ categories, audits }) {
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const num = (id) => audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
  };
}

/** @param {ReturnType<typeof figuresOf>[]} list */
export function medianOf(list) {
  const median = (key) => {
    const sorted = list.map((f) => f[key]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(key)]));
}
