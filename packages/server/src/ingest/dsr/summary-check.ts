import { IngestError } from '../errors.ts';
import { parseScaled, rescale } from '../money.ts';
import type { DsrSummary, DsrUsage } from './types.ts';

/** Body sums are kept at 12 decimals and rounded once, so thousands of many-decimal lines do not drift. */
const SUM_SCALE = 12;

/** One summary key's declared totals next to the totals of the SU lines that belong to it. */
export interface DsrSummaryCheck {
  key: string;
  file: string | null;
  line: number | null;
  currency: string | null;
  declaredUsages: number | null;
  bodyUsages: number;
  declaredNetRevenueMicros: bigint | null;
  bodyNetRevenueMicros: bigint;
  isMatch: boolean;
}

interface BodyTotal {
  usages: number;
  revenue: bigint;
  file: string;
  line: number;
}

/**
 * Sums SU lines per summary key and compares them with the SY records. The key is the SummaryRecordId;
 * when SY records also name a RightsController (the UGC profile has one SY per controller), the key is
 * SummaryRecordId + RightsController and an SU line counts for each controller named by its LI lines.
 */
export class SummaryTotals {
  private readonly summaries = new Map<string, DsrSummary>();
  private readonly idsByController = new Set<string>();
  private readonly body = new Map<string, BodyTotal>();

  /** Records an SY; returns an error for a key seen twice with different values. */
  addSummary(summary: DsrSummary): IngestError | null {
    const id = summary.summaryRecordId ?? `line ${summary.line}`;
    const key = summary.rightsController === null ? id : `${id} / ${summary.rightsController}`;
    if (summary.rightsController !== null) this.idsByController.add(id);
    const seen = this.summaries.get(key);
    if (!seen) {
      this.summaries.set(key, summary);
      return null;
    }
    // A multi-part report may repeat its summary records in every part; the same values in another file are one record.
    const isRepeat =
      seen.file !== summary.file &&
      seen.usages === summary.usages &&
      seen.netRevenueMicros === summary.netRevenueMicros;
    return isRepeat
      ? null
      : new IngestError('summary_mismatch', summary.line, `summary ${key} appears twice`, summary.file);
  }

  /** Adds one SU line to the body totals of its key(s). */
  addUsage(usage: DsrUsage): void {
    const id = usage.summaryRecordId ?? '(none)';
    const keys = this.idsByController.has(id)
      ? [...new Set(usage.licenses.map((l) => `${id} / ${l.rightsController ?? ''}`))]
      : [id];
    if (keys.length === 0) keys.push(`${id} / `);
    const revenue = parseScaled(usage.netRevenue, SUM_SCALE);
    for (const key of keys) {
      const total = this.body.get(key) ?? { usages: 0, revenue: 0n, file: usage.file, line: usage.line };
      total.usages += usage.usages;
      total.revenue += revenue;
      this.body.set(key, total);
    }
  }

  /**
   * Compares every key. `disagreements` holds one `summary_mismatch` per SY whose totals differ from its body
   * (an excerpt's summary may cover more than its body); `errors` holds the structural faults: sales lines
   * whose summary record the report does not have.
   */
  check(): { checks: DsrSummaryCheck[]; disagreements: IngestError[]; errors: IngestError[] } {
    const checks: DsrSummaryCheck[] = [];
    const disagreements: IngestError[] = [];
    const errors: IngestError[] = [];
    for (const [key, summary] of this.summaries) {
      const body = this.body.get(key);
      const bodyUsages = body?.usages ?? 0;
      const bodyNetRevenueMicros = rescale(body?.revenue ?? 0n, SUM_SCALE, 6);
      const isMatch =
        (summary.usages === null || summary.usages === bodyUsages) &&
        (summary.netRevenueMicros === null || summary.netRevenueMicros === bodyNetRevenueMicros);
      checks.push({
        key,
        file: summary.file,
        line: summary.line,
        currency: summary.currency,
        declaredUsages: summary.usages,
        bodyUsages,
        declaredNetRevenueMicros: summary.netRevenueMicros,
        bodyNetRevenueMicros,
        isMatch,
      });
      if (!isMatch) {
        const message = `summary ${key} declares ${summary.usages ?? '-'} usages / ${summary.netRevenueMicros ?? '-'} micros but the body has ${bodyUsages} / ${bodyNetRevenueMicros}`;
        disagreements.push(new IngestError('summary_mismatch', summary.line, message, summary.file));
      }
    }
    for (const [key, body] of this.body) {
      if (this.summaries.has(key)) continue;
      const bodyNetRevenueMicros = rescale(body.revenue, SUM_SCALE, 6);
      checks.push({
        key,
        file: null,
        line: null,
        currency: null,
        declaredUsages: null,
        bodyUsages: body.usages,
        declaredNetRevenueMicros: null,
        bodyNetRevenueMicros,
        isMatch: false,
      });
      const message = `sales lines of summary ${key} have no SY record`;
      errors.push(new IngestError('summary_mismatch', body.line, message, body.file));
    }
    return { checks, disagreements, errors };
  }
}
