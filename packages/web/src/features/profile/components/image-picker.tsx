import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { readImageSize } from '../lib/image-size.ts';

interface ImagePickerProps {
  /** The stored image, or null to show `fallback`. */
  imageUrl: string | null;
  fallback: string;
  /** Smallest width and height accepted, checked here before the server checks again. */
  minSide: number;
  buttonLabel: string;
  hint: string;
  isPending: boolean;
  progress: number;
  error: unknown;
  onUpload: (file: File) => void;
  /** A file refused before upload, with the translated reason. */
  onReject: (reason: string) => void;
  disabled?: boolean;
}

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** An image with a preview and upload progress; too small or unreadable images never leave the browser. */
export function ImagePicker(props: ImagePickerProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function handleFile(file: File | null) {
    if (!file) return;
    setRejection(null);
    let reason: string | null = null;
    try {
      const size = await readImageSize(file);
      if (size.width < props.minSide || size.height < props.minSide) {
        reason = t('profile.photo.tooSmall', { min: props.minSide, width: size.width, height: size.height });
      }
    } catch {
      reason = t('profile.not_an_image');
    }
    if (reason) {
      setRejection(reason);
      props.onReject(reason);
      return;
    }
    setPreview(URL.createObjectURL(file));
    props.onUpload(file);
  }

  const serverError = props.error instanceof ApiError ? props.error.fieldErrors.file : undefined;
  const shownError = rejection ?? (serverError ? t(serverError) : null);

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Avatar src={preview ?? props.imageUrl} alt="" size={96} radius={96} color="brand">
        {props.fallback}
      </Avatar>
      <Stack gap={6} style={{ flex: 1 }}>
        <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPT} disabled={props.disabled}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={props.isPending}
              w="fit-content"
            >
              {props.buttonLabel}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
        {props.isPending && (
          <Progress value={props.progress} size="sm" aria-label={t('profile.photo.progress')} animated />
        )}
        {shownError && (
          <Text size="sm" c="red" role="alert">
            {shownError}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
