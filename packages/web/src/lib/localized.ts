import { textIn } from '@irama/contracts';

/**
 * The Indonesian (`<field>_id`) or English (`<field>_en`) text of bilingual staff content, by the
 * reader's language, and the other one when staff did not write theirs (`textIn`).
 */
export function localized<K extends string>(
  item: Record<`${K}_id` | `${K}_en`, string>,
  field: K,
  language: string,
): string {
  return textIn(language, item[`${field}_id`], item[`${field}_en`]);
}

/** The same for content whose Indonesian text is the unsuffixed field (`title` beside `title_en`). */
export function localizedText<K extends string>(
  item: Record<K | `${K}_en`, string>,
  field: K,
  language: string,
): string {
  return textIn(language, item[field], item[`${field}_en`]);
}
