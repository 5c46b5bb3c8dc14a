import { z } from 'zod';
import { TYPE_MESSAGE } from './validation.ts';

/** The largest id a row can have: ids are 32-bit integer columns on PostgreSQL. */
export const ROW_ID_MAX = 2_147_483_647;

// "0", or digits without a leading zero; a minus sign only where negatives are allowed. No plus
// sign, spaces, exponent, fraction, hex or other scripts' digits: one number has one spelling.
const UNSIGNED = /^(?:0|[1-9][0-9]*)$/;
const SIGNED = /^(?:0|-?[1-9][0-9]*)$/;

/**
 * The whole number canonical decimal `text` spells, or null when it is not canonical decimal digits
 * or is beyond the safe integers.
 */
export function parseDecimal(text: string, { isSigned = false }: { isSigned?: boolean } = {}): number | null {
  if (!(isSigned ? SIGNED : UNSIGNED).test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

type DecimalOptions = {
  min: number;
  max: number;
  /** The message of a number outside min..max. */
  message?: string;
  /** The message when the value is missing. */
  requiredKey?: string;
  isSigned?: boolean;
};

/**
 * A whole number written as text: a query value, a path parameter or a multipart field. Only
 * canonical decimal digits are read (see `parseDecimal`); anything else is a type error naming
 * `integer`. Never use it in a JSON body, where a number is a JSON number (the server refuses to
 * start when a body field documented as a number takes text).
 */
export function decimalInteger({
  min,
  max,
  message = 'validation.invalid',
  requiredKey = 'validation.required',
  isSigned = false,
}: DecimalOptions) {
  return z
    .string(requiredKey)
    .transform((text, ctx) => {
      const value = parseDecimal(text, { isSigned });
      if (value !== null) return value;
      ctx.addIssue({ code: 'custom', message: TYPE_MESSAGE, params: { expected: 'integer' }, input: text });
      return z.NEVER;
    })
    .pipe(z.number().int().min(min, message).max(max, message))
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** A row id in a path or a query: 1 to `ROW_ID_MAX`, as canonical decimal digits. */
export const IdParamSchema = decimalInteger({ min: 1, max: ROW_ID_MAX }).describe('A numeric id');

/** `{id}` of a path naming one row. */
export const IdParamsSchema = z.object({ id: IdParamSchema });

/** A row id in a JSON body: a JSON number, 1 to `ROW_ID_MAX`. */
export const RowIdSchema = z.number().int().positive().max(ROW_ID_MAX);
