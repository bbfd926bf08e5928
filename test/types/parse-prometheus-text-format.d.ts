// The parts of parse-prometheus-text-format (Prometheus text in, prom2json's shape out) that the
// metrics tests use; it ships no types.
declare module "parse-prometheus-text-format" {
  type Labels = Record<string, string>;
  export type Sample = {
    value?: string;
    labels?: Labels;
    /** A histogram's: cumulative counts by upper bound (`le`), then its count and sum. */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type MetricFamily = {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: Sample[];
  };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
