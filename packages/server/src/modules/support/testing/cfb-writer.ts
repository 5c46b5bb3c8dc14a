const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(name: string, type: number): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry[66] = type;
  entry.writeUInt32LE(FREE, 68);
  entry.writeUInt32LE(FREE, 72);
  entry.writeUInt32LE(FREE, 76);
  return entry;
}

/**
 * A minimal version 3 Compound File Binary file whose directory lists `streams` (empty streams):
 * a Word document holds `WordDocument`, a PowerPoint one `PowerPoint Document`, an Excel one `Workbook`.
 * `padding` adds zero sectors after the directory, to make a file of a given size.
 */
export function cfbWith(streams: readonly string[], padding = 0): Buffer {
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + 4 * i);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  const entries = [directoryEntry('Root Entry', 5), ...streams.map((name) => directoryEntry(name, 2))];
  const directory = Buffer.alloc(SECTOR);
  for (const [index, entry] of entries.slice(0, 4).entries()) entry.copy(directory, index * 128);
  return Buffer.concat([header, fat, directory, Buffer.alloc(padding)]);
}
