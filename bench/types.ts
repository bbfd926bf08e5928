/** One measured figure of a benchmark; `npm run bench` prints them as a table. */
export type BenchResult = {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  note?: string;
};
