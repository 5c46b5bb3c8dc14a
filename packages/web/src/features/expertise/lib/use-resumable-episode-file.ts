import { EPISODE_FILE_RULES, EPISODE_UPLOAD_PURPOSES, type EpisodeFileKind, type OpsEpisode } from '@irama/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { type UploadPhase, uploadFailureKey } from '../../../lib/use-file-upload.ts';
import { useResumableUpload } from '../../../lib/use-resumable-upload.ts';
import { attachEpisodeUpload } from '../api/episode-files.ts';

/**
 * An episode slot's upload sent resumably (tus), then put in the slot by its upload id: for the
 * video, a file too large to start again after a dropped connection. The same shape as
 * `useFileUpload`, plus the transfer with its own progress. When the slot goes away the transfer
 * is only paused, so picking the same file again continues it.
 */
export function useResumableEpisodeFile(
  episodeId: number,
  kind: EpisodeFileKind,
  onUploaded: (saved: OpsEpisode) => void,
) {
  // The hook runs for every slot (hooks cannot be conditional); only a kind with a purpose uses it.
  const transfer = useResumableUpload(EPISODE_UPLOAD_PURPOSES[kind] ?? 'course_video');
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });
  const isCancelled = useRef(false);
  // Cleared after each pick, so the same file can be picked again after a failure.
  const resetPicker = useRef<() => void>(null);

  async function handlePick(picked: File | null) {
    if (!picked) return;
    resetPicker.current?.();
    if (picked.size > EPISODE_FILE_RULES[kind].maxBytes) {
      setPhase({ name: 'failed', messageKey: `expertise.file.${kind}.too_large` });
      return;
    }
    isCancelled.current = false;
    setPhase({ name: 'uploading', progress: 0, fileName: picked.name });
    try {
      const uploadId = await transfer.start(picked);
      onUploaded(await attachEpisodeUpload(episodeId, kind, uploadId));
      setPhase({ name: 'idle' });
    } catch (error) {
      if (isCancelled.current) setPhase({ name: 'idle' });
      else
        setPhase({
          name: 'failed',
          messageKey: (error instanceof ApiError && error.fieldErrors.upload_id) || uploadFailureKey(error),
        });
    }
  }

  function cancel() {
    isCancelled.current = true;
    transfer.cancel();
  }

  return {
    phase,
    isUploading: phase.name === 'uploading',
    handlePick,
    resetPicker,
    cancel,
    transfer: { ...transfer, cancel },
  };
}
