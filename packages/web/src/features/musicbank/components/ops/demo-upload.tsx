import { MUSICBANK_DEMO_RULES, type OpsMusicbankItem } from '@irama/contracts';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadProgressRow } from '../../../../components/upload-progress-row.tsx';
import { useFileUpload } from '../../../../lib/use-file-upload.ts';
import { OPS_ITEMS_QUERY_KEY } from '../../api/get-ops-items.ts';
import { uploadDemo } from '../../api/upload-demo.ts';

const MAX_MB = Math.round(MUSICBANK_DEMO_RULES.maxBytes / (1024 * 1024));

interface DemoUploadProps {
  item: OpsMusicbankItem;
  onUploaded: (item: OpsMusicbankItem) => void;
}

/** A song's demo recording: what is there (playable), and an upload with progress that can be cancelled. */
export function DemoUpload({ item, onUploaded }: DemoUploadProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useFileUpload({
    send: (file, options) => uploadDemo(item.id, file, options),
    maxBytes: MUSICBANK_DEMO_RULES.maxBytes,
    tooLargeKey: 'musicbank.demo.too_large',
    onUploaded: (saved) => {
      onUploaded(saved);
      void queryClient.invalidateQueries({ queryKey: OPS_ITEMS_QUERY_KEY });
    },
  });
  const { phase } = upload;

  return (
    <Stack gap={6} role="group" aria-label={t('musicbank.ops.demo.label')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('musicbank.ops.demo.label')}
        </Text>
        {!upload.isUploading && (
          <FileButton
            onChange={upload.handlePick}
            accept=".mp3,.wav,audio/mpeg,audio/wav"
            resetRef={upload.resetPicker}
          >
            {(props) => (
              <Button {...props} size="compact-sm" variant="light" leftSection={<IconUpload size={14} aria-hidden />}>
                {t(item.demo_url ? 'musicbank.ops.demo.replace' : 'musicbank.ops.demo.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {phase.name === 'uploading' ? (
        <UploadProgressRow
          uploadingText={t('musicbank.ops.demo.uploading', { name: phase.fileName })}
          progressLabel={t('musicbank.ops.demo.progress', { title: item.title })}
          cancelLabel={t('musicbank.ops.demo.cancel')}
          progress={phase.progress}
          onCancel={upload.cancel}
        />
      ) : item.demo_url ? (
        // biome-ignore lint/a11y/useMediaCaption: a song demo has no speech to caption.
        <audio
          src={item.demo_url}
          controls
          preload="none"
          aria-label={t('musicbank.demo.player', { title: item.title })}
          style={{ width: '100%' }}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {t('musicbank.ops.demo.none', { max: MAX_MB })}
        </Text>
      )}
      {phase.name === 'failed' && (
        <Text size="xs" c="red" role="alert">
          {t(phase.messageKey, { max: MAX_MB })}
        </Text>
      )}
    </Stack>
  );
}
