import type { RunRecord, Target } from './results.ts';

/** A result file as the table reads it: its name, and what the bench wrote in it. */
export type ResultFile = {
  file: string;
  result: { record?: RunRecord; targets?: Record<string, Target>; passed?: boolean };
};

const ENGINES = [
  { id: 'sqlite', label: 'SQLite' },
  { id: 'postgres', label: 'PostgreSQL' },
];
/** A bench that uses no database (a parser alone, say) has one row. */
const NO_DATABASE = [{ id: 'none', label: 'no database' }];

/** A figure as the table shows it: numbers to three decimals at most, anything else as JSON. */
const showValue = (value: unknown) =>
  typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : JSON.stringify(value);

/** The first three fields of /proc/loadavg: the 1, 5 and 15-minute averages. */
const averages = (loadavg: string) => loadavg.split(' ').slice(0, 3).join(' ');

const verdictOf = ({ passed }: ResultFile['result']) =>
  passed === undefined ? 'no targets' : passed ? 'every target met' : 'a target missed';

const keyFigures = (targets: Record<string, Target> = {}) =>
  Object.entries(targets)
    .map(([name, { value, target, met }]) => `${name} ${showValue(value)} (${target}${met ? '' : ', MISSED'})`)
    .join('; ') || '—';

/**
 * The latest recorded result of each bench on each engine: results without a record of their run
 * (written before runs were recorded) cannot say how they were made, so they are left out.
 */
function latestByBenchAndEngine(files: readonly ResultFile[]): Map<string, ResultFile> {
  const latest = new Map<string, ResultFile>();
  for (const file of files) {
    const record = file.result.record;
    if (!record) continue;
    const key = `${record.bench}/${record.engine}`;
    const known = latest.get(key)?.result.record;
    if (!known || known.startedAt < record.startedAt) latest.set(key, file);
  }
  return latest;
}

/** A row of an earlier docs/bench-figures.md with its section of printed lines, kept while no newer result replaces it. */
type EarlierRow = { row: string; section: string[]; startedAt: string };

const SECTION_HEADING = /^### (\S+) on (.+)$/;
const SECTION_STARTED = /, started (\S+), written to /;

/**
 * The rows and printed sections of an earlier docs/bench-figures.md, by `bench/engine label`. The
 * result files stay on the machine that ran them, so a run on another machine (or a fresh clone)
 * must not wipe the figures it did not measure again.
 */
function earlierRows(doc: string): Map<string, EarlierRow> {
  const lines = doc.split('\n');
  const rows = new Map<string, string>();
  for (const line of lines) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length > 4 && cells[3] && cells[3] !== 'not run' && /^\d{4}-/.test(cells[3]))
      rows.set(`${cells[1]}/${cells[2]}`, line);
  }
  const earlier = new Map<string, EarlierRow>();
  lines.forEach((line, index) => {
    const heading = SECTION_HEADING.exec(line);
    if (!heading) return;
    const key = `${heading[1]}/${heading[2]}`;
    const row = rows.get(key);
    const startedAt = SECTION_STARTED.exec(lines[index + 2] ?? '')?.[1];
    if (!row || !startedAt) return;
    const next = lines.findIndex((other, at) => at > index && other.startsWith('### '));
    const section = lines.slice(index, next === -1 ? undefined : next);
    while (section.at(-1) === '') section.pop();
    earlier.set(key, { row, section: [...section, ''], startedAt });
  });
  return earlier;
}

/**
 * docs/bench-figures.md from the result files and the doc as it was: one table with a row per
 * bench and engine (the latest result, the earlier doc's row when no result here is newer, or "not
 * run"), then each result's command and the lines its bench printed.
 */
export function figuresTable(benches: readonly string[], files: readonly ResultFile[], earlierDoc = ''): string {
  const latest = latestByBenchAndEngine(files);
  const earlier = earlierRows(earlierDoc);
  const names = [
    ...new Set([
      ...benches,
      ...[...latest.values()].map((file) => file.result.record?.bench ?? ''),
      ...[...earlier.keys()].map((key) => key.split('/')[0] ?? ''),
    ]),
  ];
  const rows: string[] = [];
  const sections: string[] = [];
  for (const bench of names.sort()) {
    const noDatabase = latest.has(`${bench}/none`) || earlier.has(`${bench}/${NO_DATABASE[0]?.label}`);
    for (const engine of noDatabase ? NO_DATABASE : ENGINES) {
      const found = latest.get(`${bench}/${engine.id}`);
      const record = found?.result.record;
      const kept = earlier.get(`${bench}/${engine.label}`);
      if (kept && (!record || record.startedAt < kept.startedAt)) {
        rows.push(kept.row);
        sections.push(...kept.section);
        continue;
      }
      if (!found || !record) {
        rows.push(`| ${bench} | ${engine.label} | not run | | | | |`);
        continue;
      }
      const load = `${averages(record.loadavgBefore)} → ${averages(record.loadavgAfter)}`;
      rows.push(
        `| ${bench} | ${engine.label} | ${record.startedAt.slice(0, 16).replace('T', ' ')} | \`${record.command}\` | ${load} | ${verdictOf(found.result)} | ${keyFigures(found.result.targets)} |`,
      );
      const lines = record.lines.join('\n').trim();
      sections.push(
        `### ${bench} on ${engine.label}`,
        '',
        `\`${record.command}\`, started ${record.startedAt}, written to \`bench/results/${found.file}\`; /proc/loadavg before: \`${record.loadavgBefore}\`, after: \`${record.loadavgAfter}\`.`,
        '',
        '```text',
        lines,
        '```',
        '',
      );
    }
  }
  return [
    '# Benchmark figures',
    '',
    'The latest recorded result of each benchmark on each engine, written by `npm run bench:table` from',
    '`bench/results/*.json` (which stay on the machine that ran them; a row no newer result replaces is',
    'kept from this page as it was). Each row names the command it came from: a bench',
    'runs on SQLite as given and on PostgreSQL with `DATABASE_URL=postgres://…` added. `BENCH_*` variables',
    'in a command shrink the run (fewer rows, shorter loads) to try the harness; such figures do not speak',
    'to the targets, which are set for the full sizes. A load average above the CPU count means other',
    'work shared the machine. Chat’s streams and cross-instance delivery are measured by `chat`; rows of',
    '`networkplace` written before the two were split hold both.',
    '',
    '| Bench | Engine | Started (UTC) | Command | Load average before → after | Verdict | Key figures (target) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## What each run printed',
    '',
    ...sections,
  ].join('\n');
}
