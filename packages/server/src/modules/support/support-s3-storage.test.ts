import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestAppOnBucket } from '../../../test/support/s3-server.ts';
import { PDF } from '../release/testing/release-test-kit.ts';
import { supportApi } from './testing/support-api.ts';

const t = useTestAppOnBucket();
const api = supportApi(t);

describe('support attachments with STORAGE_URL on an S3-compatible bucket', () => {
  it('keeps an attachment in the bucket, not in DATA_DIR, and downloads it whole and by range', async () => {
    const owner = await t.factories.buildSignedInUser();
    const ticket = (await api.openTicket(owner.headers, [{ name: 'bukti.pdf', bytes: PDF }])).json().data;
    const url = `/api/v2/support/ticket/${ticket.id}/attachment/${ticket.messages[0].attachments[0].id}`;
    const { stored_name: storedName } = await t.db
      .selectFrom('support_attachments')
      .select('stored_name')
      .where('company_id', '=', owner.companyId)
      .executeTakeFirstOrThrow();
    const key = `support/${owner.companyId}/${storedName}`;
    expect((await t.context.storage.stat(key))?.size).toBe(PDF.length);
    expect(fs.existsSync(path.join(t.config.dataDir, key))).toBe(false);

    const whole = await api.get(url, owner.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toBe('attachment; filename="bukti.pdf"');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(PDF)).toBe(true);
    const part = await api.get(url, { ...owner.headers, range: 'bytes=1-4' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(PDF.subarray(1, 5))).toBe(true);
  });
});
