import { describe, expect, it } from 'vitest';
import { problemOf } from './upload-with-progress.ts';

describe('problemOf', () => {
  it('keeps the problem’s code and field keys', () => {
    const error = problemOf({
      status: 400,
      responseText: JSON.stringify({ code: 'validation_failed', errors: { file: 'uploads.too_large' } }),
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fieldErrors: { file: 'uploads.too_large' } });
  });

  it.each([
    [460, 'uploads.checksum_mismatch'],
    [410, 'uploads.expired'],
    [413, 'payload_too_large'],
    [502, 'internal'],
  ])('names a %i without a problem body (a proxy’s page) by its status', (status, code) => {
    expect(problemOf({ status, responseText: '<html>Bad gateway</html>' }).code).toBe(code);
  });
});
