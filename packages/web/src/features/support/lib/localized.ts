/** The Indonesian or English field of bilingual content, by the interface language (Indonesian by default). */
export function localized<K extends string>(
  item: Record<`${K}_id` | `${K}_en`, string>,
  field: K,
  language: string,
): string {
  return language.startsWith('en') ? item[`${field}_en`] : item[`${field}_id`];
}
