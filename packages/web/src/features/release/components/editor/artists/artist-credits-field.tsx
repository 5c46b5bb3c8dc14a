import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ControlledField } from '../../../../../components/form-field.tsx';
import { ArtistCreditsInput, type ArtistCreditsInputProps } from './artist-credits-input.tsx';

interface ArtistCreditsFieldProps<T extends FieldValues>
  extends Omit<ArtistCreditsInputProps, 'value' | 'onChange' | 'error'> {
  form: UseFormReturn<T>;
  /** A field that holds the artist credits. */
  name: Path<T>;
}

/** The artist credits of an album or a track, bound to their form field. */
export function ArtistCreditsField<T extends FieldValues>({ form, name, ...props }: ArtistCreditsFieldProps<T>) {
  return (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => (
        <ArtistCreditsInput {...props} value={field.value} onChange={field.onChange} error={error} />
      )}
    />
  );
}
