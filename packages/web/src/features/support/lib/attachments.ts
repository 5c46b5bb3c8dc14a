import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@irama/contracts';

const EXTENSIONS = /\.(jpe?g|png|pdf|doc|ppt)$/i;

/**
 * The first message key the chosen files break before they are sent: too many, too large, or a name
 * with another extension. The server still reads each file's content and has the last word.
 */
export function attachmentProblem(files: readonly File[], maxFiles: number): string | undefined {
  if (files.length > maxFiles) return ATTACHMENT_MESSAGES.tooMany;
  if (files.some((file) => file.size > ATTACHMENT_MAX_BYTES)) return ATTACHMENT_MESSAGES.tooLarge;
  if (files.some((file) => !EXTENSIONS.test(file.name))) return ATTACHMENT_MESSAGES.wrongType;
  return undefined;
}

/** A file size for people: "812 KB", "3,4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(1, Math.round(bytes / 1024)), 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}
