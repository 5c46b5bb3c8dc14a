import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { buildMe, buildSession, renderWithSession } from '../../test/render.tsx';
import { ListResults } from './list-results.tsx';

type Page = { results: string[]; total: number } | undefined;

function renderResults(data: Page, error: unknown = null, onPageChange = vi.fn()) {
  renderWithSession(
    <ListResults query={{ data, error }} params={{ page: 1, setPage: onPageChange }} limit={2} empty={<p>Kosong</p>}>
      {(results) => (
        <ul>
          {results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
      )}
    </ListResults>,
    { session: buildSession(buildMe()) },
  );
  return onPageChange;
}

describe('ListResults', () => {
  it('shows the loader until the first page arrives', () => {
    renderResults(undefined);
    expect(screen.getByLabelText('Memuat…')).toBeInTheDocument();
  });

  it('says why the list could not be read', () => {
    renderResults(undefined, new ApiError({ status: 0, code: 'network' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server');
  });

  it('shows the empty state, without pagination, when nothing matches', () => {
    renderResults({ results: [], total: 0 });
    expect(screen.getByText('Kosong')).toBeInTheDocument();
    expect(screen.queryByText(/dari/)).not.toBeInTheDocument();
  });

  it('lays out the results and pages through the rest', async () => {
    const onPageChange = renderResults({ results: ['Ambyar', 'Setengah Jadi'], total: 3 });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1–2 dari 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
