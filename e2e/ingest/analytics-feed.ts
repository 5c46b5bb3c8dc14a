import { DEMO_ISRCS, PERIOD, STORE, UNMATCHED_ISRC } from './store-report.ts';

const HEADER =
  'date,store,isrc,upc,country_code,traffic_source_type,age_group,gender,operating_system,streams,listeners,saves,completion_rate';
/** Feeds write days as YYYYMMDD. */
const MONTH = PERIOD.replace('-', '');

/**
 * A store analytics feed of the period: each day's totals of the demo tracks, then one row of a
 * track nobody's catalogue holds; `rows` counts the rows below the header.
 */
export function storeAnalyticsFeed(): { csv: Buffer; rows: number } {
  const lines = [HEADER];
  for (let day = 10; day <= 30; day += 1) {
    for (const isrc of DEMO_ISRCS) lines.push(`${MONTH}${day},${STORE},${isrc},,ID,,,,,${100 + day},${60 + day},3,0.7`);
  }
  lines.push(`${MONTH}30,${STORE},${UNMATCHED_ISRC},,ID,,,,,5,5,0,0.2`);
  return { csv: Buffer.from(`${lines.join('\n')}\n`), rows: lines.length - 1 };
}

/** A feed whose second row, on line 3, has a day the month does not have. */
export const BROKEN_FEED = Buffer.from(
  [
    HEADER,
    `${MONTH}01,${STORE},${DEMO_ISRCS[0]},,ID,,,,,10,5,1,0.5`,
    `${MONTH}32,${STORE},${DEMO_ISRCS[0]},,ID,,,,,10,5,1,0.5`,
  ]
    .map((line) => `${line}\n`)
    .join(''),
);
