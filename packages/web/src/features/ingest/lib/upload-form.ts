import { z } from 'zod';
import { REPORT_SOURCES } from '../types.ts';

/** The upload form; the server checks the same fields again (`ingest.schemas.ts`). */
export const UploadFormSchema = z
  .object({
    type: z.enum(REPORT_SOURCES),
    period: z
      .string()
      .trim()
      .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, 'ingest.upload.errors.period'),
    store: z.string().trim().max(100),
    file: z.instanceof(File, { message: 'ingest.upload.errors.file' }).nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.type === 'store' && !values.store) {
      ctx.addIssue({ code: 'custom', path: ['store'], message: 'ingest.upload.errors.store' });
    }
    if (!values.file) ctx.addIssue({ code: 'custom', path: ['file'], message: 'ingest.upload.errors.file' });
  });

export type UploadFormValues = z.input<typeof UploadFormSchema>;
