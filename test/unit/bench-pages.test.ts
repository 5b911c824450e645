/**
 * The figures `npm run bench:pages` keeps of Lighthouse's reports (test/bench/pageFigures.ts):
 * scores as 0–100, the four metrics, a run Lighthouse could not make refused, and the median of
 * each figure over the runs.
 */
import { describe, expect, it } from 'vitest';
import {
  median,
  medianFigures,
  pageFigures,
  tableRow,
  type LighthouseResult,
  type PageFigures,
} from '../bench/pageFigures';

const report = (performance: number | null, fcp: number): LighthouseResult => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 0.963 },
    seo: { score: 0.9 },
  },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: 2400 },
    'total-blocking-time': { numericValue: 612.5 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
  },
});

describe('pageFigures', () => {
  it('reads the scores as 0–100 and the metrics as they are', () => {
    expect(pageFigures(report(0.58, 4300))).toEqual({
      performance: 58,
      accessibility: 100,
      bestPractices: 96,
      seo: 90,
      fcp: 4300,
      lcp: 2400,
      tbt: 612.5,
      cls: 0.0123,
    });
  });

  it('gives NaN for a figure the report lacks, and refuses a failed run', () => {
    const figures = pageFigures({ categories: { performance: { score: null } }, audits: {} });
    expect(figures.performance).toBeNaN();
    expect(figures.seo).toBeNaN();
    expect(figures.lcp).toBeNaN();
    expect(() =>
      pageFigures({
        ...report(0.5, 1),
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint' },
      }),
    ).toThrow('lighthouse: NO_FCP');
  });
});

describe('median', () => {
  it.each([
    [[3], 3],
    [[58, 41, 61], 58],
    [[10, 1, 4, 7], 5.5],
    [[], Number.NaN],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('takes each figure’s median on its own, across runs', () => {
    const runs: PageFigures[] = [
      pageFigures(report(0.58, 4300)),
      pageFigures(report(0.61, 3100)),
      pageFigures(report(0.41, 3900)),
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 58, fcp: 3900, tbt: 612.5 });
    expect(tableRow('home `/`', 'mobile', medianFigures(runs))).toBe(
      '| home `/` | mobile | 58 | 100 | 96 | 90 | 3.9 | 2.4 | 613 | 0.012 |',
    );
  });
});
