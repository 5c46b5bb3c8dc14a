import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPES } from './files.ts';
import { RELEASE_MESSAGES } from './messages.ts';

// Keys are written out in full in the schema sources; the file keys are built per upload type.
function keysInSources(): string[] {
  const directory = new URL('..', import.meta.url);
  const sources = readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  );
  const keys = new Set<string>();
  for (const name of sources) {
    const text = readFileSync(new URL(name, directory), 'utf8');
    for (const match of text.matchAll(/'(release\.[a-z_]+(?:\.[a-z_]+)+)'/g)) {
      if (match[1] !== undefined && !match[1].endsWith('_')) keys.add(match[1]);
    }
  }
  for (const type of UPLOAD_TYPES) keys.add(`release.file.${type}.wrong_type`).add(`release.file.${type}.too_large`);
  return [...keys].sort();
}

describe('RELEASE_MESSAGES', () => {
  it('has an Indonesian and an English text for every key the schemas use', () => {
    const missing = keysInSources().filter((key) => !(key in RELEASE_MESSAGES));
    expect(missing).toEqual([]);
  });

  it('has no key that nothing produces', () => {
    const used = new Set(keysInSources());
    expect(Object.keys(RELEASE_MESSAGES).filter((key) => !used.has(key))).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const [key, message] of Object.entries(RELEASE_MESSAGES)) {
      expect(message.id.trim(), key).not.toBe('');
      expect(message.en.trim(), key).not.toBe('');
    }
  });

  it('uses the wording of SPEC §5 for the album title', () => {
    expect(RELEASE_MESSAGES['release.album.title.required']).toEqual({
      id: 'Judul album wajib diisi',
      en: 'Album title must be filled in',
    });
  });
});
