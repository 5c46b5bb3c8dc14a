import type { FieldValues } from 'react-hook-form';
import { WholeNumberField, type WholeNumberFieldProps } from '../../../../components/whole-number-field.tsx';

/** The largest place the contract's `order` takes (topics, courses on the featured row, episodes). */
const ORDER_MAX = 9999;

/** A place in a staff-ordered list, smallest first, within the bounds the contract's `order` sets. */
export function OrderField<T extends FieldValues>(props: Omit<WholeNumberFieldProps<T>, 'min' | 'max'>) {
  return <WholeNumberField {...props} min={0} max={ORDER_MAX} />;
}
