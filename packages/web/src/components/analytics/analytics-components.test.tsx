import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingTimeout } from './loading-timeout.tsx';
import { changePercent, MetricTiles } from './metric-tiles.tsx';
import { formatDayRange } from './range-note.tsx';
import { countryFlag, RankingBars } from './ranking-bars.tsx';

const wrap = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
afterEach(() => vi.useRealTimers());

describe('shared analytics components', () => {
  it('computes the change against the previous range, with none when there was nothing before', () => {
    expect(changePercent(120, 100)).toBe(20);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(-10, -20)).toBe(50);
  });

  it('shows a tile’s value, its change and the note when the previous range had nothing', () => {
    wrap(
      <MetricTiles
        metrics={[
          { key: 'a', label: 'Penayangan', value: 80, previous: 100, format: String },
          { key: 'b', label: 'Baru', value: 5, previous: 0, format: String },
        ]}
      />,
    );
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('Belum ada data periode sebelumnya')).toBeInTheDocument();
  });

  it('names countries with their flag, largest first, and says when there is nothing', () => {
    expect(countryFlag('ID')).toBe('🇮🇩');
    expect(countryFlag('ZZ')).toBe('');
    const { unmount } = wrap(
      <RankingBars
        items={[
          { key: 'MY', country: 'MY', value: 10 },
          { key: 'ID', country: 'ID', value: 90 },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['🇮🇩Indonesia90', '🇲🇾Malaysia10']);
    unmount();
    wrap(<RankingBars items={[]} />);
    expect(screen.getByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('writes a range of days in the reader’s language', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatDayRange('2026-11-01', '2026-11-28', 'id'))).toBe('1–28 Nov 2026');
    expect(plain(formatDayRange('2026-10-24', '2026-11-20', 'en'))).toBe('Oct 24 – Nov 20, 2026');
  });

  it('offers a retry only once loading has taken longer than allowed', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    const { rerender } = wrap(<LoadingTimeout isLoading onRetry={onRetry} seconds={5} />);
    expect(screen.queryByText('Memuat data lebih lama dari biasanya.')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('Memuat data lebih lama dari biasanya.')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(
      <MantineProvider>
        <LoadingTimeout isLoading={false} onRetry={onRetry} seconds={5} />
      </MantineProvider>,
    );
    expect(screen.queryByText('Memuat data lebih lama dari biasanya.')).not.toBeInTheDocument();
  });
});
