import { describe, expect, it } from 'vitest';
import { isYoutubeReportSource, REPORT_SOURCES, ReportSourceSchema, YOUTUBE_REPORT_SOURCES } from './uploads.ts';

describe('report sources', () => {
  it('takes every source by its own name', () => {
    for (const source of REPORT_SOURCES) expect(ReportSourceSchema.parse(source)).toBe(source);
  });

  it("takes every YouTube source in the CLI's hyphenated spelling, as the same source", () => {
    expect(ReportSourceSchema.parse('youtube-premium')).toBe('youtube_premium');
    expect(ReportSourceSchema.parse('youtube-shorts')).toBe('youtube_shorts');
    expect(ReportSourceSchema.parse('youtube-license')).toBe('youtube_license');
    expect(ReportSourceSchema.parse('youtube-paid-features')).toBe('youtube_paid_features');
    for (const source of YOUTUBE_REPORT_SOURCES) {
      expect(ReportSourceSchema.parse(source.replaceAll('_', '-'))).toBe(source);
    }
  });

  it('refuses a source it does not know, and hyphens anywhere but in a YouTube source', () => {
    for (const input of ['youtube-ads', 'youtube_music', 'paid-features', 'Youtube', '']) {
      expect(ReportSourceSchema.safeParse(input).success).toBe(false);
    }
  });

  it('tells the YouTube reports from DSRs and store files', () => {
    expect(REPORT_SOURCES.filter(isYoutubeReportSource)).toEqual([...YOUTUBE_REPORT_SOURCES]);
    expect(['dsr', 'store', 'analytics', 'youtube-shorts'].some(isYoutubeReportSource)).toBe(false);
  });
});
