import { useEffect, useState } from 'react';
import { decodeAudioFile, decodeAudioUrl } from './waveform.ts';

/**
 * The song as the browser hears it: the file picked here, else the stored one (a reopened draft).
 * `onLocalDecoded` hears of a local file once it is decoded.
 */
export function useDecodedAudio(
  localFile: File | null,
  audioUrl: string | null,
  audioSize: number,
  onLocalDecoded: (decoded: AudioBuffer) => void,
) {
  const [buffer, setBuffer] = useState<AudioBuffer | null>(null);
  const [isDecoding, setIsDecoding] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: decodes again only when the song changes
  useEffect(() => {
    const file = localFile;
    setBuffer(null);
    if (!file && !audioUrl) return;
    const download = new AbortController();
    setIsDecoding(true);
    const decoding = file ? decodeAudioFile(file) : decodeAudioUrl(audioUrl ?? '', audioSize, download.signal);
    void decoding.then((decoded) => {
      if (download.signal.aborted) return;
      setBuffer(decoded);
      setIsDecoding(false);
      if (decoded && file) onLocalDecoded(decoded);
    });
    return () => download.abort();
  }, [localFile, audioUrl, audioSize]);
  return { buffer, isDecoding };
}
