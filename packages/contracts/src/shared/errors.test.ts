import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, ProblemSchema } from './errors.ts';

describe('ERRORS', () => {
  it('gives every code an error status and a title', () => {
    for (const code of ERROR_CODES) {
      expect(ERRORS[code].status, code).toBeGreaterThanOrEqual(400);
      expect(ERRORS[code].status, code).toBeLessThan(600);
      expect(ERRORS[code].title.trim(), code).not.toBe('');
    }
  });

  it('lets a problem carry every registered code and no other', () => {
    const problem = { type: 'about:blank', title: 'Not found', status: 404 };
    for (const code of ERROR_CODES) expect(ProblemSchema.safeParse({ ...problem, code }).success, code).toBe(true);
    expect(ProblemSchema.safeParse({ ...problem, code: 'no_such_code' }).success).toBe(false);
  });
});
