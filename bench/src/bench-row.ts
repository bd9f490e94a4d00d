/** One line of bench/RESULTS.md. */
export interface BenchRow {
  scenario: string;
  metric: string;
  value: string;
  /** The target this figure answers to. */
  goal?: string;
}
