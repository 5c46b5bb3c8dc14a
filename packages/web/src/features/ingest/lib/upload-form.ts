import { REPORT_SOURCES } from '@irama/contracts';
import { z } from 'zod';

/** What the upload form takes: a report of one of the sources, or a daily analytics feed. */
export const UPLOAD_TYPES = [...REPORT_SOURCES, 'analytics'] as const;

const PERIOD = /^(\d{4}-(0[1-9]|1[0-2]))?$/;

/**
 * The upload form; the server checks the same fields again (contracts `ReportUploadFieldsSchema`). An analytics feed states
 * its own month, so a period typed before switching to it is neither checked nor sent.
 */
export const UploadFormSchema = z
  .object({
    type: z.enum(UPLOAD_TYPES),
    period: z.string().trim(),
    store: z.string().trim().max(100),
    file: z.instanceof(File, { message: 'ingest.upload.errors.file' }).nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.type !== 'analytics' && !PERIOD.test(values.period)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'ingest.upload.errors.period' });
    }
    if (values.type === 'store' && !values.store) {
      ctx.addIssue({ code: 'custom', path: ['store'], message: 'ingest.upload.errors.store' });
    }
    if (!values.file) ctx.addIssue({ code: 'custom', path: ['file'], message: 'ingest.upload.errors.file' });
  });

export type UploadFormValues = z.input<typeof UploadFormSchema>;
