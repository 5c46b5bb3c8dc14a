import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// Text typed before the text rules (packages/contracts/src/text.ts) may break them. Rows are not
// changed here, as only their owners know what was meant: each text that breaks a rule is listed
// in text_hygiene_findings, one row per table, row, column and rule, for an operator to fix
// (docs/operations.md). The rules are copied as they stood when this migration shipped, so it
// never changes with the code it reports for.

/** A text column: one line, or lines (TAB and LF allowed); JSON columns are checked string by string. */
type TextColumn = { name: string; isMultiline?: boolean; isJson?: boolean };

/** A table's typed-text columns and the key its rows are named by. */
type TextTable = { table: string; key: string; columns: readonly TextColumn[] };

/** The columns users type into, per table as migrations 0001 to 0008 left them. */
const TEXT_TABLES: readonly TextTable[] = [
  {
    table: 'companies',
    key: 'id',
    columns: [
      'name',
      'vat_number',
      'bank_name',
      'bank_account_number',
      'bank_branch',
      'phone',
      'address',
      'country',
      'province',
      'city',
      'zip_code',
    ].map((name) => ({ name })),
  },
  { table: 'users', key: 'id', columns: [{ name: 'firstname' }, { name: 'lastname' }, { name: 'email' }] },
  {
    table: 'registrations',
    key: 'id',
    columns: [{ name: 'company_name' }, { name: 'firstname' }, { name: 'lastname' }, { name: 'email' }],
  },
  {
    table: 'whitelabel_configs',
    key: 'company_id',
    columns: ['app_name', 'company_name', 'login_background_url', 'app_logo_url', 'company_logo_url'].map((name) => ({
      name,
    })),
  },
  { table: 'company_change_requests', key: 'id', columns: [{ name: 'old_value' }, { name: 'new_value' }] },
  { table: 'artists', key: 'id', columns: [{ name: 'name' }, { name: 'spotify_id' }, { name: 'image_url' }] },
  { table: 'release_files', key: 'id', columns: [{ name: 'original_name' }] },
  {
    table: 'releases',
    key: 'id',
    columns: [
      { name: 'title' },
      { name: 'upc' },
      { name: 'label' },
      { name: 'asset_label' },
      { name: 'errors', isMultiline: true, isJson: true },
    ],
  },
  {
    table: 'tracks',
    key: 'id',
    columns: [
      { name: 'title' },
      { name: 'composer_first_name' },
      { name: 'composer_last_name' },
      { name: 'isrc' },
      { name: 'video_isrc' },
      { name: 'lyrics', isMultiline: true },
      { name: 'performer_contributors', isJson: true },
      { name: 'production_contributors', isJson: true },
    ],
  },
  { table: 'release_artists', key: 'id', columns: [{ name: 'name' }, { name: 'spotify_id' }] },
  {
    table: 'release_events',
    key: 'id',
    columns: [
      { name: 'note', isMultiline: true },
      { name: 'errors', isMultiline: true, isJson: true },
    ],
  },
  { table: 'store_mappings', key: 'id', columns: [{ name: 'store' }] },
];

/** The rules a stored text can break; the first three are refused on input, the last is fixed on input. */
type Rule = 'control_character' | 'invalid_unicode' | 'bidi_override' | 'not_normalized';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 and C1 control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// CR is left to `not_normalized`: on input a multi-line text has it turned into LF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a multi-line text refuses
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const INVALID_UNICODE = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/** Every rule one text breaks. */
function rulesBroken(text: string, isMultiline: boolean): Rule[] {
  const rules: Rule[] = [];
  if ((isMultiline ? CONTROL_IN_LINES : CONTROL).test(text)) rules.push('control_character');
  if (INVALID_UNICODE.test(text)) rules.push('invalid_unicode');
  if (BIDI_CONTROL.test(text)) rules.push('bidi_override');
  const normalized = (isMultiline ? text.replace(/\r\n?/g, '\n') : text).normalize('NFC').trim();
  if (normalized !== text) rules.push('not_normalized');
  return rules;
}

/** The strings inside a JSON value, or the text itself when it is not JSON. */
function stringsOf(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [text];
  }
  const strings: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(value);
  return strings;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * A stored value as text, and whether its bytes were valid UTF-8. SQLite keeps whatever bytes it
 * was given (a lone surrogate arrives as CESU-8), so it is read as a blob and decoded here;
 * PostgreSQL refuses invalid UTF-8, and its driver writes a lone surrogate as U+FFFD.
 */
function decode(value: unknown): { text: string; isValidUtf8: boolean } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return { text: value, isValidUtf8: true };
  const bytes = value as Uint8Array;
  try {
    return { text: strictUtf8.decode(bytes), isValidUtf8: true };
  } catch {
    return { text: lenientUtf8.decode(bytes), isValidUtf8: false };
  }
}

/** Every rule a stored value of `column` breaks. */
function rulesOfValue(stored: unknown, column: TextColumn): Set<Rule> {
  const value = decode(stored);
  if (!value) return new Set();
  const rules = new Set<Rule>(value.isValidUtf8 ? [] : ['invalid_unicode']);
  const texts = column.isJson ? stringsOf(value.text) : [value.text];
  for (const text of texts) for (const rule of rulesBroken(text, column.isMultiline ?? false)) rules.add(rule);
  // Bytes that were not UTF-8 decode with U+FFFD in them; whether that is normalised says nothing.
  if (!value.isValidUtf8) rules.delete('not_normalized');
  return rules;
}

/** Rows read per query, in key order, and findings written per insert. */
const BATCH = 500;

type Finding = { table_name: string; row_id: string; column_name: string; rule: Rule; found_at: string };

/** The table this migration writes, as it sees it. */
interface Tables {
  text_hygiene_findings: Finding;
}

/** The findings of one table, read a batch of rows at a time. */
async function findingsOf(db: Kysely<unknown>, isPostgres: boolean, spec: TextTable): Promise<Finding[]> {
  const findings: Finding[] = [];
  const foundAt = new Date().toISOString();
  const selected = spec.columns.map((column) =>
    isPostgres
      ? sql`${sql.ref(column.name)} as ${sql.ref(column.name)}`
      : sql`cast(${sql.ref(column.name)} as blob) as ${sql.ref(column.name)}`,
  );
  let after: unknown = null;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.ref(spec.key)} as row_key, ${sql.join(selected)} from ${sql.table(spec.table)}
      ${after === null ? sql.raw('') : sql`where ${sql.ref(spec.key)} > ${after}`}
      order by ${sql.ref(spec.key)} limit ${BATCH}`.execute(db);
    for (const row of rows) {
      for (const column of spec.columns) {
        for (const rule of rulesOfValue(row[column.name], column)) {
          findings.push({
            table_name: spec.table,
            row_id: String(row.row_key),
            column_name: column.name,
            rule,
            found_at: foundAt,
          });
        }
      }
    }
    if (rows.length < BATCH) return findings;
    after = rows.at(-1)?.row_key;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c
    .id(db.schema.createTable('text_hygiene_findings'))
    .$call((table) => c.texts(table, ['table_name', 'row_id', 'column_name', 'rule']))
    .addColumn('found_at', c.timestamp, (col) => col.notNull())
    .execute();

  let count = 0;
  for (const spec of TEXT_TABLES) {
    const findings = await findingsOf(db, c.isPostgres, spec);
    for (let start = 0; start < findings.length; start += BATCH) {
      await (db as Kysely<Tables>)
        .insertInto('text_hygiene_findings')
        .values(findings.slice(start, start + BATCH))
        .execute();
    }
    count += findings.length;
  }
  if (count > 0) {
    console.warn(
      `0009_text_hygiene_report: ${count} findings of stored text that breaks the text rules, listed in text_hygiene_findings (see docs/operations.md).`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_hygiene_findings').execute();
}
