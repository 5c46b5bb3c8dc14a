import { expect } from 'vitest';

/** The part of an `app.inject()` answer a refusal is read from. */
type Answer = { statusCode: number; json: () => { errors?: unknown } };

/** Asserts `answer` is a 400 refusal and gives its per-field error keys, for the test to match. */
export function fieldErrorsOf(answer: Answer): unknown {
  expect(answer.statusCode).toBe(400);
  return answer.json().errors;
}
