import { describe, expect, it } from 'vitest';
import { consistentYoutube, failure, joined, run, YOUTUBE } from './test-support.ts';

/** Splits the consistent YouTube sample into two parts (SY + block 1, blocks 2–3) with honest FOOTs. */
function splitInTwo(messageIds: [string, string] = ['M1', 'M1']): { name: string; text: string }[] {
  const lines = consistentYoutube().filter((l) => l !== '');
  const head = lines[0]?.split('\t') ?? [];
  const declarations = lines.slice(1, 9);
  const bodies = [lines.slice(9, 18), lines.slice(18, 34)];
  const reportLines = bodies.reduce((sum, b) => sum + b.length + 10, 0);
  return bodies.map((body, index) => {
    const ownHead = [...head];
    [ownHead[4], ownHead[6], ownHead[7]] = [messageIds[index] ?? '', String(index + 1), '2'];
    const summaries = body.filter((l) => l.startsWith('SY')).length;
    const blocks = new Set(body.filter((l) => !l.startsWith('SY')).map((l) => l.split('\t')[1])).size;
    const foot = ['FOOT', body.length + 10, reportLines, summaries, blocks, 3].join('\t');
    const text = [ownHead.join('\t'), ...declarations, ...body, foot, ''].join('\r\n');
    return { name: `DSR_X_Y_Svc_2015-Q4_IS_${index + 1}of2_20160121T150926.tsv`, text };
  });
}

describe('multi-part DSR reports', () => {
  it('reads two valid parts as one report whose totals match every FOOT and SY', async () => {
    const { usages, report } = await run(splitInTwo().reverse());
    expect(report.issues).toEqual([]);
    expect(report.parts.map((p) => [p.fileNumber, p.fileNumberSource, p.counts.lines, p.counts.blocks])).toEqual([
      [1, 'head', 19, 1],
      [2, 'head', 26, 2],
    ]);
    expect([report.usageLines, report.usages, report.netRevenueMicros]).toEqual([6, 10_210, 7_000_000n]);
    expect(usages.map((u) => /_(\dof2)_/.exec(u.file)?.[1])).toEqual(['1of2', '2of2', '2of2', '2of2', '2of2', '2of2']);
  });

  it('refuses parts whose MessageIds differ, at the second HEAD', async () => {
    const error = await failure(splitInTwo(['M1', 'M2']));
    expect([error.code, error.line, error.file?.includes('2of2')]).toEqual(['multipart_mismatch', 1, true]);
  });
});

/** Applies `edit` to the consistent sample's lines (0-based array, so line n is index n - 1). */
function corrupted(edit: (lines: string[]) => void): { name: string; text: string }[] {
  const lines = consistentYoutube();
  edit(lines);
  return [{ name: YOUTUBE, text: joined(lines) }];
}

describe('DSR field text', () => {
  it('unescapes \\| in a title and keeps double quotes as plain text', async () => {
    const files = corrupted((l) => (l[13] = (l[13] ?? '').replace('Sexual Healing', 'Lët Më \\| Say "Right"')));
    const { usages } = await run(files);
    expect(usages[0]?.resource?.title).toBe('Lët Më | Say "Right"');
  });
});

describe('corrupted DSR files', () => {
  it('names the SY line whose total no longer matches after one revenue is changed', async () => {
    const error = await failure(corrupted((l) => (l[32] = (l[32] ?? '').replace('\t3.0\t', '\t3.5\t'))));
    expect([error.code, error.line]).toEqual(['summary_mismatch', 12]);
    expect(error.message).toContain('1 / PUB_3 declares 93 usages / 3000000 micros but the body has 93 / 3500000');
  });

  it('names the FOOT line when a line was dropped', async () => {
    const error = await failure(corrupted((l) => l.splice(28, 1)));
    expect([error.code, error.line]).toEqual(['foot_mismatch', 34]);
    expect(error.message).toContain('NumberOfLinesInFile is 35 but the file has 34');
  });

  it('names the line of an undeclared garbage record', async () => {
    const error = await failure(corrupted((l) => l.splice(19, 0, 'garbage\there')));
    expect([error.code, error.line]).toEqual(['undeclared_record', 20]);
  });

  it('names the line of a revenue that is not a plain decimal', async () => {
    const error = await failure(corrupted((l) => (l[16] = (l[16] ?? '').replace('\t2.0\t', '\t2e0\t'))));
    expect([error.code, error.line]).toEqual(['invalid_number', 17]);
  });

  it('names the last line when the FOOT is missing', async () => {
    const error = await failure(corrupted((l) => l.splice(34, 1)));
    expect([error.code, error.line]).toEqual(['missing_foot', 34]);
  });
});
