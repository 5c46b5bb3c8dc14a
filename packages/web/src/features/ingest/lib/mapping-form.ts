import {
  COLUMN_ROLES,
  type ColumnRole,
  DECIMAL_SEPARATORS,
  DELIMITERS,
  isRequiredColumn,
  PERIOD_FORMATS,
  type StoreColumnMapping,
} from '@irama/contracts';
import { z } from 'zod';

/** The columns a store file must have, then the ones it may have, in the order the form shows them. */
export const REQUIRED_COLUMNS = COLUMN_ROLES.filter(isRequiredColumn);
export const OPTIONAL_COLUMNS = COLUMN_ROLES.filter((role) => !isRequiredColumn(role));

/** Translation keys of the delimiters and decimal separators (`ingest.mappings.delimiters.*`, `…separators.*`). */
export const DELIMITER_KEYS: Record<(typeof DELIMITERS)[number], string> = {
  ',': 'comma',
  '\t': 'tab',
  ';': 'semicolon',
};
export const SEPARATOR_KEYS: Record<(typeof DECIMAL_SEPARATORS)[number], string> = { '.': 'dot', ',': 'comma' };

const column = z.string().trim().max(200);
const required = column.min(1, 'ingest.mappings.errors.column');

/** The store mapping form; the server checks the same rules again (`ingest/store/mapping.ts`). */
export const MappingFormSchema = z
  .object({
    store: z.string().trim().min(1, 'ingest.mappings.errors.store').max(100, 'ingest.mappings.errors.store'),
    delimiter: z.enum(DELIMITERS),
    decimalSeparator: z.enum(DECIMAL_SEPARATORS),
    periodFormat: z.enum(PERIOD_FORMATS),
    currency: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{3})?$/, 'ingest.mappings.errors.currency'),
    columns: z.object({
      ...Object.fromEntries(REQUIRED_COLUMNS.map((role) => [role, required])),
      ...Object.fromEntries(OPTIONAL_COLUMNS.map((role) => [role, column])),
    } as Record<ColumnRole, typeof column>),
  })
  .superRefine((values, ctx) => {
    if (!values.currency && !values.columns.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'ingest.mappings.errors.currencyNeeded' });
    }
    // Attribution goes by ISRC or UPC; a file with neither could never match a row.
    if (!values.columns.isrc && !values.columns.upc) {
      ctx.addIssue({ code: 'custom', path: ['columns', 'isrc'], message: 'ingest.mappings.errors.identifier' });
    }
  });

export type MappingFormValues = z.input<typeof MappingFormSchema>;

const ALL_COLUMNS: readonly ColumnRole[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

/** A new store's defaults: the layout most stores send (comma CSV, monthly periods, US dollars). */
export const NEW_MAPPING: MappingFormValues = {
  store: '',
  delimiter: ',',
  decimalSeparator: '.',
  periodFormat: 'YYYY-MM',
  currency: 'USD',
  columns: Object.fromEntries(ALL_COLUMNS.map((role) => [role, ''])) as Record<ColumnRole, string>,
};

/** The form values of a saved mapping. */
export function toFormValues(mapping: StoreColumnMapping): MappingFormValues {
  return {
    store: mapping.store,
    delimiter: mapping.delimiter,
    decimalSeparator: mapping.decimalSeparator,
    periodFormat: mapping.periodFormat,
    currency: mapping.currency ?? '',
    columns: Object.fromEntries(ALL_COLUMNS.map((role) => [role, mapping.columns[role] ?? ''])) as Record<
      ColumnRole,
      string
    >,
  };
}

/** The mapping the API takes: empty optional columns and an empty fixed currency are left out. */
export function toMapping(values: MappingFormValues): StoreColumnMapping {
  // MappingFormSchema has already refused a form with a required column left empty.
  const columns = Object.fromEntries(
    ALL_COLUMNS.map((role) => [role, values.columns[role]?.trim() ?? ''] as const).filter(([, name]) => name !== ''),
  ) as StoreColumnMapping['columns'];
  const currency = values.currency.trim().toUpperCase();
  return {
    store: values.store.trim(),
    delimiter: values.delimiter,
    decimalSeparator: values.decimalSeparator,
    periodFormat: values.periodFormat,
    columns,
    ...(currency ? { currency } : {}),
  };
}

/** The header line a file in this layout starts with (in any column order), tabs shown as arrows. */
export function headerPreview(values: MappingFormValues): string {
  const names = ALL_COLUMNS.map((role) => values.columns[role]?.trim() ?? '').filter((name) => name !== '');
  return names.join(values.delimiter === '\t' ? ' ⇥ ' : values.delimiter);
}
