import type { z } from 'zod';

/**
 * The options of a module's routes on one kind of record (`/…/:id`): what they share (the access
 * `config`, the OpenAPI `tags`, the path `params`) once, each route adding its own schema parts.
 */
export function routesOn<Config, Params extends z.ZodType>(config: Config, tags: string[], params: Params) {
  return <Schema extends object>(schema: Schema) => ({ config, schema: { tags, params, ...schema } });
}
