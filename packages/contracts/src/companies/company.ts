import { z } from 'zod';
import { PermissionKeySchema } from '../shared/permissions.ts';

/** Company groups; each has its own colour theme and logo (SPEC §1). */
export const GROUP_NAMES = ['music', 'eastern', 'independent', 'entertainment'] as const;
export type GroupName = (typeof GROUP_NAMES)[number];
export const GroupNameSchema = z.enum(GROUP_NAMES);

/** Services a company may take; a company with only `entertainment` sees the not-found pages. */
export const SERVICE_NAMES = ['music', 'youtube', 'dsp', 'publishing', 'entertainment'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const ServiceNameSchema = z.enum(SERVICE_NAMES);

export const CompanySummarySchema = z.object({
  id: z.number().int(),
  company: z.string().describe('The company name'),
  group_name: GroupNameSchema,
  services: z.array(ServiceNameSchema),
  features: z.array(PermissionKeySchema).describe('Feature keys the company has'),
  logo_url: z.string().nullable(),
  is_sub_aggregator: z.boolean(),
  parent_id: z.number().int().nullable().describe('The sub-aggregator this company is a client of'),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** True when the company's only service is entertainment (SPEC §2 not-found redirects). */
export function isEntertainmentOnly(services: readonly ServiceName[]): boolean {
  return services.length > 0 && services.every((service) => service === 'entertainment');
}

/**
 * Where a page's data comes from, and the services that bring it: YouTube's reports and analytics
 * need the YouTube service, the stores' need the DSP service or the music one (music distribution
 * delivers to the stores), entertainment statements the entertainment service.
 */
export const SERVICE_SOURCES = {
  youtube: ['youtube'],
  dsp: ['dsp', 'music'],
  entertainment: ['entertainment'],
} as const satisfies Record<string, readonly ServiceName[]>;
export type ServiceSource = keyof typeof SERVICE_SOURCES;

/** True when the company takes a service that brings `source`'s data. */
export function hasServiceFor(services: readonly ServiceName[], source: ServiceSource): boolean {
  return SERVICE_SOURCES[source].some((service) => services.includes(service));
}
