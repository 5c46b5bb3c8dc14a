import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CoursePage from './course-page.tsx';
import { buildDetail, buildEpisode, buildMe, ok, renderSignedIn, stubApi } from './test-support.tsx';

// The player's 15-second report timer and its clock are fake; promises and the test's own waits are real.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const me = buildMe({ permissions: { expertise: true } });

/** Lets pending requests answer and React render what they brought. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

/** jsdom plays nothing: the test moves the playhead and fires the events a browser would. */
function controlVideo(video: HTMLVideoElement) {
  const state = { paused: true, currentTime: 0, seeking: false, duration: 60 };
  for (const key of Object.keys(state) as (keyof typeof state)[]) {
    Object.defineProperty(video, key, {
      configurable: true,
      get: () => state[key],
      set: (value) => {
        (state as Record<string, unknown>)[key] = value;
      },
    });
  }
  return {
    state,
    play() {
      state.paused = false;
      fireEvent.play(video);
      fireEvent.playing(video);
    },
    /** Plays on for `seconds` of wall time, a timeupdate every quarter second. */
    run(seconds: number) {
      for (let step = 0; step < seconds * 4; step += 1) {
        act(() => vi.advanceTimersByTime(250));
        state.currentTime += 0.25;
        fireEvent.timeUpdate(video);
      }
    },
    seekTo(position: number) {
      state.seeking = true;
      fireEvent.seeking(video);
      state.currentTime = position;
      state.seeking = false;
      fireEvent.seeked(video);
      fireEvent.timeUpdate(video);
    },
    pause() {
      state.paused = true;
      fireEvent.pause(video);
    },
  };
}

function stubCourse(detail = buildDetail()) {
  let watched = 0;
  return stubApi({
    'GET /api/v2/expertise/course/11': () => ok(detail),
    'POST /api/v2/expertise/episode/id/101/open': () =>
      ok({ ...buildEpisode().progress, episode_id: 101, duration_seconds: 60 }),
    'POST /api/v2/expertise/mark_episode_as_watched': (init) => {
      const body = JSON.parse(String(init?.body)) as { played_seconds: number; position_seconds: number };
      watched = body.position_seconds >= 54 ? 1 : watched;
      return ok({
        watched: watched === 1,
        played_seconds: body.played_seconds,
        position_seconds: body.position_seconds,
        course_progress: { watched, total: 2 },
      });
    },
  });
}

const reports = (requests: { method: string; url: URL; body: unknown }[]) =>
  requests.filter((call) => call.url.pathname.endsWith('/mark_episode_as_watched')).map((call) => call.body);

async function renderCourse(path = '/expertise/course/11') {
  const view = renderSignedIn(<CoursePage />, { path, routePath: '/expertise/course/:id', me });
  await screen.findByRole('heading', { level: 1, name: 'Metadata rilis yang rapi' });
  return view;
}

describe('Course page and player', () => {
  it('shows the episodes, plays the first one not yet watched with its poster and subtitles in the reader’s language first', async () => {
    stubCourse(
      buildDetail({
        progress: { watched: 1, total: 2 },
        episodes: [
          buildEpisode({ progress: { ...buildEpisode().progress, watched: true, played_seconds: 58 } }),
          buildEpisode({
            id: 102,
            position: 2,
            title: 'Kode ISRC',
            progress: { ...buildEpisode().progress, played_seconds: 27 },
          }),
        ],
      }),
    );
    await renderCourse();

    expect(screen.getByText('1 dari 2 episode ditonton')).toBeInTheDocument();
    const episodes = screen.getByRole('list', { name: 'Episode kelas' });
    expect(within(episodes).getByText('Ditonton')).toBeInTheDocument();
    expect(within(episodes).getByText('50% diputar')).toBeInTheDocument();
    expect(within(episodes).getByRole('button', { current: true })).toHaveTextContent('2. Kode ISRC');
    const video = screen.getByLabelText('Pemutar video: Kode ISRC') as HTMLVideoElement;
    expect(video).toHaveAttribute('poster', '/files/poster-101.png?sig=1');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.default])).toEqual([
      ['id', true],
      ['en', false],
    ]);
  });

  it('resumes where the learner stopped, on any device', async () => {
    stubCourse(
      buildDetail({
        episodes: [
          buildEpisode({ progress: { ...buildEpisode().progress, position_seconds: 42, played_seconds: 42 } }),
        ],
      }),
    );
    await renderCourse();
    const video = screen.getByLabelText(/^Pemutar video/) as HTMLVideoElement;
    const player = controlVideo(video);

    fireEvent.loadedMetadata(video);

    expect(player.state.currentTime).toBe(42);
  });

  it('opens the episode on play and reports only the seconds really played, every 15 s and on pause', async () => {
    const api = stubCourse();
    await renderCourse();
    const player = controlVideo(screen.getByLabelText(/^Pemutar video/) as HTMLVideoElement);

    player.play();
    await settle();
    expect(api.requests.filter((call) => call.url.pathname.endsWith('/open'))).toHaveLength(1);
    player.run(15);
    await settle();

    const [first] = reports(api.requests) as { played_seconds: number; position_seconds: number }[];
    expect(first?.played_seconds).toBeGreaterThanOrEqual(14);
    expect(first?.played_seconds).toBeLessThanOrEqual(15);
    expect(first?.position_seconds).toBeGreaterThanOrEqual(14);
    expect(first).toMatchObject({ episode_id: 101 });

    // A seek forward is not watching: only the seconds played after it count.
    player.seekTo(50);
    player.run(5);
    player.pause();
    await settle();

    expect(reports(api.requests)).toHaveLength(2);
    const second = reports(api.requests)[1] as { played_seconds: number; position_seconds: number };
    expect(second.position_seconds).toBe(55);
    expect(second.played_seconds).toBeLessThanOrEqual(5);
    // The server's answer shows at once: the episode is watched and the course is half done.
    expect(await screen.findByText('1 dari 2 episode ditonton')).toBeInTheDocument();
    const episodes = screen.getByRole('list', { name: 'Episode kelas' });
    expect(within(episodes).getByText('Ditonton')).toBeInTheDocument();
    // The episode just watched stays in the player until the learner picks another.
    expect(within(episodes).getByRole('button', { current: true })).toHaveTextContent('1. Mengapa metadata penting');
  });

  it('offers the next episode once one has played to its end', async () => {
    stubCourse();
    await renderCourse();
    const video = screen.getByLabelText(/^Pemutar video/) as HTMLVideoElement;
    expect(screen.queryByRole('button', { name: /^Episode berikutnya/ })).not.toBeInTheDocument();

    fireEvent.ended(video);
    await userEvent.click(await screen.findByRole('button', { name: 'Episode berikutnya: 2. Kode ISRC' }));

    expect(screen.getByLabelText('Pemutar video: Kode ISRC')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Episode kelas' })).getByRole('button', { current: true }),
    ).toHaveTextContent('2. Kode ISRC');
  });

  it('never claims more than the time that passed when the video plays fast', async () => {
    const api = stubCourse();
    await renderCourse();
    const video = screen.getByLabelText(/^Pemutar video/) as HTMLVideoElement;
    const player = controlVideo(video);

    player.play();
    for (let step = 0; step < 40; step += 1) {
      act(() => vi.advanceTimersByTime(250));
      player.state.currentTime += 0.5;
      fireEvent.timeUpdate(video);
    }
    player.pause();
    await settle();

    const [report] = reports(api.requests) as { played_seconds: number }[];
    expect(report?.played_seconds).toBeLessThanOrEqual(10);
  });

  it('reports what was played when the learner leaves the page', async () => {
    const api = stubCourse();
    const view = await renderCourse();
    const player = controlVideo(screen.getByLabelText(/^Pemutar video/) as HTMLVideoElement);
    player.play();
    await settle();
    player.run(6);

    view.unmount();
    await settle();

    expect(reports(api.requests)).toEqual([expect.objectContaining({ episode_id: 101, position_seconds: 6 })]);
  });

  it('sends nothing for an episode that was never played', async () => {
    const api = stubCourse();
    const view = await renderCourse();
    act(() => vi.advanceTimersByTime(60_000));
    view.unmount();
    await settle();

    expect(api.requests.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says when a report is refused', async () => {
    stubApi({
      'GET /api/v2/expertise/course/11': () => ok(buildDetail()),
      'POST /api/v2/expertise/episode/id/101/open': () => ok({}),
      'POST /api/v2/expertise/mark_episode_as_watched': () => ({
        status: 422,
        body: { code: 'expertise.played_more_than_elapsed' },
      }),
    });
    await renderCourse();
    const player = controlVideo(screen.getByLabelText(/^Pemutar video/) as HTMLVideoElement);
    player.play();
    await settle();
    player.run(3);
    player.pause();
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('Waktu tonton yang dilaporkan lebih lama');
  });
});
