import { EXPERTISE_LIMITS } from '@irama/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { applyReport, markEpisodeWatched } from '../api/mark-episode-watched.ts';
import { openEpisode } from '../api/open-episode.ts';
import { createPlayedTime } from './played-time.ts';

interface PlaybackReportsOptions {
  courseId: number;
  episodeId: number;
  /** Where the caller stopped last time, on any device; the player starts there. */
  resumeAt: number;
}

// Closer than this to the end, a resumed episode starts over instead of showing its last frame.
const END_MARGIN_SECONDS = 3;

/**
 * Connects a `<video>` to the learner's progress: resumes where they stopped, opens the episode on the
 * first play, and reports the seconds really played (never a seek, never more than passed) every 15 s
 * and on pause, end, a hidden tab and leaving. Reports go one after another, in order. Answers the
 * error of the last report that was refused, if any.
 */
export function usePlaybackReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  { courseId, episodeId, resumeAt }: PlaybackReportsOptions,
): unknown {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one player per episode (the page keys it); `resumeAt` is read once, where it started.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const played = createPlayedTime();
    let opening: Promise<void> | null = null;
    let queue: Promise<void> = Promise.resolve();
    let reportedPosition = resumeAt;

    function open(): Promise<void> {
      opening ??= openEpisode(episodeId).then(
        () => undefined,
        (error: unknown) => {
          opening = null;
          throw error;
        },
      );
      return opening;
    }

    async function send(seconds: number, position: number) {
      try {
        const result = await markEpisodeWatched({
          episode_id: episodeId,
          played_seconds: seconds,
          position_seconds: position,
        });
        applyReport(queryClient, courseId, episodeId, result);
        setRefusal(null);
      } catch (error) {
        // Seconds lost on the way are claimed again next time; seconds the server refused are not.
        if (error instanceof ApiError && error.status === 0) played.giveBack(seconds);
        // The server knows no opening (it expired, or another device opened it since): open it again.
        else if (error instanceof ApiError && error.code === 'expertise.episode_not_opened') {
          opening = null;
          if (video && !video.paused) open().catch(() => undefined);
        }
        setRefusal(error);
      }
    }

    function report() {
      if (!opening || !video) return;
      const seconds = played.take();
      const position = Math.floor(video.currentTime);
      if (seconds === 0 && position === reportedPosition) return;
      reportedPosition = position;
      const current = opening;
      queue = queue.then(() => current.then(() => send(seconds, position)).catch(() => undefined));
    }

    function handleLoadedMetadata() {
      if (!video) return;
      const isNearEnd = Number.isFinite(video.duration) && resumeAt >= video.duration - END_MARGIN_SECONDS;
      if (resumeAt > 0 && !isNearEnd) video.currentTime = resumeAt;
    }
    function handlePlay() {
      played.interrupt();
      open().catch((error: unknown) => setRefusal(error));
    }
    function handleTimeUpdate() {
      if (video && !video.paused && !video.seeking) played.advance(video.currentTime, Date.now());
    }
    function handlePause() {
      played.interrupt();
      report();
    }
    function handleVisibility() {
      if (document.visibilityState === 'hidden') report();
    }

    const listeners: [string, () => void][] = [
      ['loadedmetadata', handleLoadedMetadata],
      ['play', handlePlay],
      ['playing', played.interrupt],
      ['timeupdate', handleTimeUpdate],
      ['seeking', played.interrupt],
      ['waiting', played.interrupt],
      ['pause', handlePause],
      ['ended', report],
    ];
    for (const [name, listener] of listeners) video.addEventListener(name, listener);
    document.addEventListener('visibilitychange', handleVisibility);
    const timer = window.setInterval(() => {
      if (!video.paused) report();
    }, EXPERTISE_LIMITS.reportEverySeconds * 1000);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
      for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      report();
    };
  }, [episodeId]);

  return refusal;
}
