import { ATTACHMENT_ACCEPT } from '@irama/contracts';
import { FileInput, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResumableUploadProgress } from '../../../components/resumable-upload-progress.tsx';
import { useResumableUpload } from '../../../lib/use-resumable-upload.ts';

type UploadStart = (file: File, upload: Promise<string>) => void;

interface AttachmentInputProps {
  files: File[];
  onChange: (files: File[]) => void;
  maxFiles: number;
  /** A message key, from the check before sending or from the server. */
  error: string | undefined;
  /** The chosen files that passed the check before sending: each is uploaded resumably. */
  uploading: File[];
  /** Hands over a file's running upload, which resolves with its finished upload id. */
  onUploadStart: UploadStart;
  disabled?: boolean;
}

interface AttachmentUploadProps {
  file: File;
  onUploadStart: UploadStart;
  onCancel: (file: File) => void;
}

/** One chosen file's resumable upload, started as soon as it is shown, with its progress; cancelling takes the file off. */
function AttachmentUpload({ file, onUploadStart, onCancel }: AttachmentUploadProps) {
  const upload = useResumableUpload('support_attachment');
  // Once per file, also when development mode runs effects twice.
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    onUploadStart(file, upload.start(file));
  });
  function cancel() {
    onCancel(file);
    upload.cancel();
  }
  return <ResumableUploadProgress upload={{ ...upload, cancel }} size="compact" />;
}

// A row's key is its file, so a file keeps its upload while the files around it change.
const rowKeys = new WeakMap<File, number>();
let keysGiven = 0;
function rowKey(file: File): number {
  let key = rowKeys.get(file);
  if (key === undefined) {
    keysGiven += 1;
    key = keysGiven;
    rowKeys.set(file, key);
  }
  return key;
}

/** Picks up to `maxFiles` attachments (.jpg .png .pdf .doc .ppt, 10 MB each), each uploaded resumably with its progress. */
export function AttachmentInput({
  files,
  onChange,
  maxFiles,
  error,
  uploading,
  onUploadStart,
  disabled,
}: AttachmentInputProps) {
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
  return (
    <Stack gap="xs">
      {maxFiles === 1 ? (
        <FileInput {...common} value={files[0] ?? null} onChange={(file) => onChange(file ? [file] : [])} />
      ) : (
        <FileInput {...common} multiple value={files} onChange={onChange} />
      )}
      {uploading.map((file) => (
        <AttachmentUpload
          key={rowKey(file)}
          file={file}
          onUploadStart={onUploadStart}
          onCancel={(cancelled) => onChange(files.filter((other) => other !== cancelled))}
        />
      ))}
    </Stack>
  );
}
