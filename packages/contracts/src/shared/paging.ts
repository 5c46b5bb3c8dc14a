import { z } from 'zod';
import { decimalInteger } from './decimal.ts';

/** Largest page any list serves, so one request never reads a whole table. */
export const PAGE_LIMIT_MAX = 100;

/** `?page=` of a list: 1-based, 1 when absent. */
export const PageNumberSchema = decimalInteger({ min: 1, max: Number.MAX_SAFE_INTEGER })
  .default(1)
  .describe('1-based page number (default 1)');

/** `?limit=` of a list: up to `max` items, `fallback` when absent. */
export function pageLimitSchema(max: number, fallback: number) {
  return decimalInteger({ min: 1, max })
    .default(fallback)
    .describe(`Items per page, 1 to ${max} (default ${fallback})`);
}

/** `?page=&limit=` of every paged list; a list adds its own filters with `.extend`. */
export const PageQuerySchema = z.object({ page: PageNumberSchema, limit: pageLimitSchema(PAGE_LIMIT_MAX, 20) });
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The list envelope every paged endpoint answers with. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int().describe('Items over all pages'),
  });
}

/** A page of a list, typed by its items. */
export type Page<T> = Omit<z.infer<ReturnType<typeof pageOf>>, 'results'> & { results: T[] };
