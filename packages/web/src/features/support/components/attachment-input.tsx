import { ATTACHMENT_ACCEPT } from '@irama/contracts';
import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AttachmentInputProps {
  files: File[];
  onChange: (files: File[]) => void;
  maxFiles: number;
  /** A message key, from the check before sending or from the server. */
  error: string | undefined;
  disabled?: boolean;
}

/** Picks up to `maxFiles` attachments (.jpg .png .pdf .doc .ppt, 10 MB each). */
export function AttachmentInput({ files, onChange, maxFiles, error, disabled }: AttachmentInputProps) {
  const { t } = useTranslation();
  const common = {
    label: t('support.attachment.label'),
    description:
      maxFiles === 1 ? t('support.attachment.helpSingle') : t('support.attachment.help', { count: maxFiles }),
    leftSection: <IconPaperclip size={16} aria-hidden />,
    accept: ATTACHMENT_ACCEPT,
    clearable: true,
    error: error ? t(error) : undefined,
    disabled,
  };
  if (maxFiles === 1) {
    return <FileInput {...common} value={files[0] ?? null} onChange={(file) => onChange(file ? [file] : [])} />;
  }
  return <FileInput {...common} multiple value={files} onChange={onChange} />;
}
