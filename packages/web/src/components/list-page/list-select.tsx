import { Select, type SelectProps } from '@mantine/core';

const ALL = 'all';

export interface ListSelectProps<V extends string>
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'allowDeselect'> {
  /** The first choice, which removes the filter. */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  /** Undefined while the filter is off. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** A list filter with "all" as its first choice (status, company…). */
export function ListSelect<V extends string>({ allLabel, options, value, onChange, ...props }: ListSelectProps<V>) {
  return (
    <Select
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value ?? ALL}
      // Only the options above can come back, so the cast names what Select widens to string.
      onChange={(next) => onChange(next === ALL || next === null ? undefined : (next as V))}
      allowDeselect={false}
      {...props}
    />
  );
}
