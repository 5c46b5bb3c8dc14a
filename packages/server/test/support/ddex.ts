import fs from 'node:fs';
import path from 'node:path';
import { XmlDocument, XmlParseError, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

/** The official ERN 4.1.1 schema, kept in the repository (`test/ddex-schemas`). */
const ERN_411_SCHEMA = path.resolve(import.meta.dirname, '../ddex-schemas/ern411/release-notification.xsd');

let validator: XsdValidator | undefined;

/** The schema compiled once per test file: it imports `avs411.xsd` beside it, read from disk. */
function ern411(): XsdValidator {
  if (!validator) {
    xmlRegisterFsInputProviders();
    const schema = XmlDocument.fromBuffer(fs.readFileSync(ERN_411_SCHEMA), { url: ERN_411_SCHEMA });
    validator = XsdValidator.fromDoc(schema);
  }
  return validator;
}

/**
 * Validates DDEX files against the official schema with libxml2 (compiled to WebAssembly, in this
 * process); throws when one is invalid, naming each error's file, line and element as libxml2 reports it.
 */
export function validateErn411(files: string[]): void {
  const problems: string[] = [];
  for (const file of files) {
    let document: XmlDocument | undefined;
    try {
      document = XmlDocument.fromBuffer(fs.readFileSync(file), { url: file });
      ern411().validate(document);
    } catch (error) {
      if (!(error instanceof XmlValidateError || error instanceof XmlParseError)) throw error;
      for (const detail of error.details) {
        const where = detail.xpath ? ` (${detail.xpath})` : '';
        problems.push(`${detail.file ?? file}:${detail.line}${where}: ${detail.message.trim()}`);
      }
    } finally {
      document?.dispose();
    }
  }
  if (problems.length > 0) throw new Error(`not valid ERN 4.1.1:\n${problems.join('\n')}`);
}
