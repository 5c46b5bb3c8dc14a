import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { checkForm } from '../../../lib/check-form.ts';
import { parseRupiah } from '../../../lib/money.ts';

/**
 * Checks a staff form whose fee is typed as rupiah text (`fee_idr`) with the contract's schema: the body with
 * the fee as whole rupiah, or null after each refused field got its message key. The text is read as digits,
 * never through a float.
 */
export function checkFeeForm<S extends z.ZodType, V extends FieldValues & { fee_idr: string }>(
  schema: S,
  values: V,
  language: string,
  setError: UseFormSetError<V>,
): z.output<S> | null {
  const fee = parseRupiah(values.fee_idr, language);
  const body = checkForm(schema, { ...values, fee_idr: fee ?? Number.NaN }, setError);
  if (fee !== null) return body;
  setError('fee_idr' as Path<V>, { type: 'schema', message: 'musicbank.fee.invalid' });
  return null;
}
