// Office 97–2003 documents (.doc, .ppt, .xls) and Windows installers (.msi) are all Compound File
// Binary containers with the same magic bytes; only the names of the streams inside tell them apart.
const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Sector numbers above this are markers (free, end of chain, FAT, DIFAT), not sectors. */
const MAX_SECTOR = 0xfffffffa;
const ENTRY_BYTES = 128;
const STREAM_ENTRY = 2;
const HEADER_FAT_SECTORS = 109;

/** True when the bytes start with the Compound File Binary signature. */
export function isCfb(head: Uint8Array): boolean {
  return head.length >= SIGNATURE.length && SIGNATURE.equals(head.subarray(0, SIGNATURE.length));
}

/**
 * The names of the streams in a Compound File Binary file (MS-CFB §2), read from its directory
 * chain through the FAT; undefined when the header is not one. A broken chain ends the list early.
 */
export function cfbStreamNames(file: Buffer): string[] | undefined {
  if (file.length < 512 || !isCfb(file)) return undefined;
  const sectorShift = file.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectorSize = 1 << sectorShift;
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;
  const holds = (sector: number) => sector <= MAX_SECTOR && offsetOf(sector) + sectorSize <= file.length;

  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_FAT_SECTORS; i++) fatSectors.push(file.readUInt32LE(76 + 4 * i));
  const visited = new Set<number>();
  for (let difat = file.readUInt32LE(68); holds(difat) && !visited.has(difat); ) {
    visited.add(difat);
    const offset = offsetOf(difat);
    for (let i = 0; i < sectorSize / 4 - 1; i++) fatSectors.push(file.readUInt32LE(offset + 4 * i));
    difat = file.readUInt32LE(offset + sectorSize - 4);
  }
  const perFatSector = sectorSize / 4;
  const nextSector = (sector: number): number => {
    const fat = fatSectors[Math.floor(sector / perFatSector)];
    return fat !== undefined && holds(fat)
      ? file.readUInt32LE(offsetOf(fat) + (sector % perFatSector) * 4)
      : MAX_SECTOR + 1;
  };

  const names: string[] = [];
  visited.clear();
  for (let sector = file.readUInt32LE(48); holds(sector) && !visited.has(sector); sector = nextSector(sector)) {
    visited.add(sector);
    const offset = offsetOf(sector);
    for (let entry = offset; entry < offset + sectorSize; entry += ENTRY_BYTES) {
      const nameBytes = file.readUInt16LE(entry + 64);
      if (file[entry + 66] === STREAM_ENTRY && nameBytes >= 2 && nameBytes <= 64 && nameBytes % 2 === 0) {
        names.push(file.toString('utf16le', entry, entry + nameBytes - 2));
      }
    }
  }
  return names;
}
