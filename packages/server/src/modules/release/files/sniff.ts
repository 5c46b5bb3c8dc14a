import { FILE_KIND_MIMES, type FileKind } from '@irama/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { fourCc, viewOf } from './byte-reader.ts';

/** What a file is, judged from its first bytes. */
export interface SniffResult {
  kind: FileKind;
  /** The MIME type the server records for this kind. */
  mime: string;
}

/** How many leading bytes `sniffFile` wants; fewer only for files that are shorter. */
export const SNIFF_BYTES = 4100;

// Major brands of MP4 video (ISO base media, MPEG-4 part 14, Apple M4V, camera variants).
const MP4_BRANDS = new Set([
  ...['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9'],
  ...['mp41', 'mp42', 'mp71', 'avc1', 'dash', 'mmp4', 'M4V ', 'M4VH', 'M4VP', 'MSNV', 'XAVC', 'f4v ', 'F4V '],
]);
// ISO-based files that are not MP4 video even when they list an MP4 brand as compatible.
const NOT_MP4_BRANDS = new Set([
  'qt  ',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
  'heic',
  'heix',
  'mif1',
  'msf1',
  'avif',
  'crx ',
]);
const COMPATIBLE_MP4_BRANDS = new Set(['isom', 'mp41', 'mp42']);

/** True when the bytes start with an `ftyp` box whose brands say MP4 video. */
export function isMp4(head: Uint8Array): boolean {
  if (head.length < 12 || fourCc(head, 4) !== 'ftyp') return false;
  const boxSize = viewOf(head).getUint32(0);
  const major = fourCc(head, 8);
  if (MP4_BRANDS.has(major)) return true;
  if (NOT_MP4_BRANDS.has(major) || major.startsWith('3g') || boxSize < 16) return false;
  // Unknown major brand: accept it only when an MP4 brand is listed as compatible.
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) {
    if (COMPATIBLE_MP4_BRANDS.has(fourCc(head, offset))) return true;
  }
  return false;
}

/** True when the bytes start like a RIFF/WAVE or RF64 file. */
export function isWav(head: Uint8Array): boolean {
  const magic = fourCc(head, 0);
  return head.length >= 12 && (magic === 'RIFF' || magic === 'RF64') && fourCc(head, 8) === 'WAVE';
}

/** True when the bytes start with the `%PDF-` header. */
export function isPdf(head: Uint8Array): boolean {
  return head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-';
}

function result(kind: FileKind): SniffResult {
  return { kind, mime: FILE_KIND_MIMES[kind][0] };
}

/**
 * Tells which of the release's file kinds the bytes are (JPEG, PNG, PDF, MP4, WAV), or undefined.
 * file-type decides images; its ftyp rule calls any unknown brand MP4 and it labels RF64 and
 * Illustrator PDFs otherwise, so MP4, WAV and PDF are decided here.
 */
export async function sniffFile(head: Uint8Array): Promise<SniffResult | undefined> {
  if (isWav(head)) return result('wav');
  if (isPdf(head)) return result('pdf');
  if (isMp4(head)) return result('mp4');
  const detected = await fileTypeFromBuffer(head);
  if (detected?.mime === 'image/jpeg') return result('jpeg');
  if (detected?.mime === 'image/png') return result('png');
  return undefined;
}
