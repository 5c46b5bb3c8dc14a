import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The official ERN 4.1.1 schema in the shared folder beside the repository (`../shared/ddex`). */
const ERN_411_SCHEMA = path.resolve(import.meta.dirname, '../../../../../shared/ddex/ern411/release-notification.xsd');

/**
 * Validates DDEX files against the official schema with xmllint (Debian's libxml2-utils, which
 * `.ci/run` installs); throws with xmllint's report when one is invalid.
 */
export function validateErn411(files: string[]): void {
  execFileSync('xmllint', ['--noout', '--schema', ERN_411_SCHEMA, ...files], { stdio: 'pipe' });
}
