import { z } from 'zod';

/** Largest page any list serves, so one request never reads a whole table. */
export const PAGE_LIMIT_MAX = 100;

/** `?page=&limit=` of every paged list; a list adds its own filters with `.extend`. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20).describe('Items per page'),
});
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
