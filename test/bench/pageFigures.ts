/**
 * The figures `npm run bench:pages` (pages.ts) keeps of a Lighthouse report, and their median
 * over several runs: Lighthouse's scores move a few points from run to run, so each figure is the
 * median of its runs (taken figure by figure).
 */

/** One run's figures: scores 0–100, times in ms, the layout shift unitless. */
export interface PageFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** First contentful paint. */
  readonly fcp: number;
  /** Largest contentful paint. */
  readonly lcp: number;
  /** Total blocking time. */
  readonly tbt: number;
  /** Cumulative layout shift. */
  readonly cls: number;
}

/** The parts of a Lighthouse result (`--output=json`) read here. */
export interface LighthouseResult {
  readonly categories: Record<string, { readonly score: number | null } | undefined>;
  readonly audits: Record<string, { readonly numericValue?: number } | undefined>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
}

const score = (result: LighthouseResult, id: string): number => {
  const value = result.categories[id]?.score;
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
};
const metric = (result: LighthouseResult, id: string): number =>
  result.audits[id]?.numericValue ?? Number.NaN;

/** A run's figures (NaN for one the report lacks); throws on a run Lighthouse could not make. */
export function pageFigures(result: LighthouseResult): PageFigures {
  if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.code}`);
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    fcp: metric(result, 'first-contentful-paint'),
    lcp: metric(result, 'largest-contentful-paint'),
    tbt: metric(result, 'total-blocking-time'),
    cls: metric(result, 'cumulative-layout-shift'),
  };
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/** A table row: `| page | preset | perf | a11y | best | seo | FCP s | LCP s | TBT ms | CLS |`. */
export function tableRow(page: string, preset: string, figures: PageFigures): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return [
    page,
    preset,
    figures.performance,
    figures.accessibility,
    figures.bestPractices,
    figures.seo,
    seconds(figures.fcp),
    seconds(figures.lcp),
    Math.round(figures.tbt),
    figures.cls.toFixed(3),
  ]
    .map((cell) => ` ${cell} `)
    .join('|')
    .replace(/^/, '|')
    .concat('|');
}
