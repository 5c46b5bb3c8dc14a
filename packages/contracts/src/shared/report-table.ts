import { z } from 'zod';
import { pageOf } from './paging.ts';

/**
 * The answers of a report's `report_table` call, one per metric: the report's own header fields, the
 * summary of the whole table, and one page of the metric's rows, tagged with the metric.
 */
export function reportTableOf<Header extends z.ZodRawShape, Summary extends z.ZodType>(
  header: Header,
  summary: Summary,
) {
  return <Metric extends string, Row extends z.ZodType>(metric: Metric, row: Row) =>
    z.object({
      ...header,
      summary: summary.describe('The whole table over all pages'),
      ...pageOf(row).shape,
      metric: z.literal(metric),
    });
}
