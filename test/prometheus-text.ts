// Prometheus text read for the metrics tests (vitest and Playwright) with
// parse-prometheus-text-format, prom2json's shape. That parser keeps a histogram's buckets
// only when the histogram has no labels (it folds every label set's buckets into one), so a
// labelled histogram's series are read again as plain samples, its TYPE line set aside.
import parsePrometheusTextFormat, { type MetricFamily } from "parse-prometheus-text-format";

export type HistogramSeries = {
  labels: Record<string, string>;
  /** Cumulative counts by upper bound (`le`), `+Inf` included. */
  buckets: Record<string, number>;
  count: number;
  sum: number;
};

export type Scrape = {
  families: MetricFamily[];
  family: (name: string) => MetricFamily | undefined;
  /** Each label set of the histogram `name` (labels without `le`). */
  histogram: (name: string) => HistogramSeries[];
};

export function readScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  const family = (name: string) => families.find((f) => f.name === name);
  const histogram = (name: string): HistogramSeries[] => {
    const untyped = parsePrometheusTextFormat(
      text.replace(`# TYPE ${name} histogram`, `# TYPE ${name} untyped`),
    );
    // Each label set's bucket, sum and count lines come in turn: a family per run of one suffix.
    const samples = (suffix: string) =>
      untyped.filter((f) => f.name === `${name}_${suffix}`).flatMap((f) => f.metrics);
    const series = new Map<string, HistogramSeries>();
    const seriesOf = (labels: Record<string, string> = {}) => {
      const { le: _le, ...rest } = labels;
      const key = JSON.stringify(Object.entries(rest).sort());
      let found = series.get(key);
      if (!found) {
        found = { labels: rest, buckets: {}, count: 0, sum: 0 };
        series.set(key, found);
      }
      return found;
    };
    for (const sample of samples("bucket"))
      seriesOf(sample.labels).buckets[sample.labels?.le ?? ""] = Number(sample.value);
    for (const sample of samples("count")) seriesOf(sample.labels).count = Number(sample.value);
    for (const sample of samples("sum")) seriesOf(sample.labels).sum = Number(sample.value);
    return [...series.values()];
  };
  return { families, family, histogram };
}
