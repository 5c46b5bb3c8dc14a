import type { TestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { saveRate } from '../../ingest/engine/index.ts';
import { addAssets, PERIOD, YT, youtubeValues } from '../../ingest/engine/test-support.ts';
import { csvField } from '../../ingest/fixtures-random.ts';
import { YOUTUBE_COLUMNS } from '../../ingest/youtube/index.ts';

/** A signed-in distributor staff member, a partner owning five of six assets, and the upload form of the report. */
export async function setUpStaffRun(t: TestApp) {
  const staff = await t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' });
  await saveRate(t.db, companyScope(staff.companyId), PERIOD, 'USD', 16_000_000_000n);
  const owner = await t.factories.buildCompany();
  const values = youtubeValues(6).map((row) => {
    row[YT['Adjustment Type'] ?? 0] = '';
    return row;
  });
  await addAssets(
    t.db,
    owner,
    values.slice(0, 5).map((row) => ({ asset_id: row[YT['Asset ID'] ?? 0] ?? '' })),
  );
  const csv = [YOUTUBE_COLUMNS.ads, ...values].map((row) => row.map((v) => csvField(v)).join(',')).join('\n');
  const form = () => {
    const data = new FormData();
    data.append('type', 'youtube');
    data.append('file', new Blob([csv], { type: 'text/csv' }), 'youtube-2026-10.csv');
    return data;
  };
  return { staff, form, owner };
}

/** Asks, as staff with `headers`, to publish a source's period. */
export const publishPeriod = (t: TestApp, headers: Record<string, string>, source: string, period: string) =>
  t.app.inject({ method: 'POST', url: '/api/ops/ingest/publish', headers, payload: { source, period } });
