import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ListParams } from '../../lib/use-list-params.ts';

interface ListSearchProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'leftSection'> {
  params: Pick<ListParams<string, string>, 'searchInput' | 'setSearchInput'>;
  'data-tour'?: string;
}

/** A list's search box; the URL follows what is typed once the user pauses (`useListParams`). */
export function ListSearch({ params, ...props }: ListSearchProps) {
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={params.searchInput}
      onChange={(event) => params.setSearchInput(event.currentTarget.value)}
      {...props}
    />
  );
}
