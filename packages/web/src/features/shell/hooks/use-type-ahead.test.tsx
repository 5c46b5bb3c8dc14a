import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPE_AHEAD_RESET_MS, useTypeAhead } from './use-type-ahead.ts';

function Menu() {
  const handleKeyDown = useTypeAhead<HTMLDivElement>();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the test container mirrors the sidebar's.
    <div onKeyDown={handleKeyDown}>
      <a href="/release">Rilis</a>
      <a href="/riwayatpendapatan">Riwayat Pendapatan</a>
      <a href="/reports/payment">Pembayaran</a>
    </div>
  );
}

describe('menu type-ahead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('jumps to the item whose label starts with the typed letters', () => {
    render(<Menu />);
    screen.getByText('Rilis').focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'p' });
    expect(screen.getByText('Pembayaran')).toHaveFocus();
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'r' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'i' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'w' });
    expect(screen.getByText('Riwayat Pendapatan')).toHaveFocus();
  });

  it('forgets the typed prefix after 350 ms', () => {
    expect(TYPE_AHEAD_RESET_MS).toBe(350);
    render(<Menu />);
    screen.getByText('Pembayaran').focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'r' });
    expect(screen.getByText('Rilis')).toHaveFocus();
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS));
    // A fresh "r" cycles to the next R item instead of searching for "rr".
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'r' });
    expect(screen.getByText('Riwayat Pendapatan')).toHaveFocus();
  });
});
