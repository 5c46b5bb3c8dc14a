/** What a pasted or uploaded bank file says: each withdrawal reference's payment code. */
export interface BatchCodes {
  codes: Map<string, string>;
  /** Lines that are neither a header nor `reference,payment_code`, by line number (1-based). */
  badLines: number[];
}

const HEADER = /^"?reference"?$/i;

/** One cell of a CSV line, its quotes removed. */
function unquote(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2
    ? trimmed.slice(1, -1).replaceAll('""', '"').trim()
    : trimmed;
}

/**
 * Reads `reference,payment_code` lines (comma, semicolon or tab separated, as spreadsheets save them), skipping
 * a header line and blank lines. A later line for the same reference wins, as a corrected row would.
 */
export function parseBatchCodes(text: string): BatchCodes {
  const codes = new Map<string, string>();
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split(/[,;\t]/).map(unquote);
    const [reference = '', code = ''] = cells;
    if (index === 0 && HEADER.test(reference)) return;
    if (reference === '' || code === '' || cells.slice(2).some((cell) => cell !== '')) {
      badLines.push(index + 1);
      return;
    }
    codes.set(reference, code);
  });
  return { codes, badLines };
}
