import { describe, expect, it } from 'vitest';
import { ADSUPPORT, consistentYoutube, failure, joined, official, PAIR, pick, run, YOUTUBE } from './test-support.ts';

describe('official DDEX DSR samples', () => {
  it('reads the YouTube UGC sample: HEAD, 6 usages, 10,210 usages, USD 7.000000, FOOT 35/35/4/3/3', async () => {
    const { usages, report } = await run([{ name: YOUTUBE, text: official(YOUTUBE) }], 'collect');
    const [part] = report.parts;
    expect(part?.header).toMatchObject({ messageId: '1453417766009915', profile: 'UGCProfile', fileNumber: 1 });
    expect(part?.header).toMatchObject({ usageStartDate: '2015-10-01', usageEndDate: '2015-12-31' });
    expect(part?.foot).toMatchObject({ numberOfLinesInFile: 35, numberOfSummaryRecords: 4, numberOfBlocksInFile: 3 });
    expect(part?.counts).toEqual({ lines: 35, summaryRecords: 4, blocks: 3, usageLines: 6 });
    expect([report.usageLines, report.usages, report.netRevenueMicros]).toEqual([6, 10_210, 7_000_000n]);
    expect(usages[0]).toMatchObject({ line: 17, usages: 7810, netRevenueMicros: 2_000_000n, currency: 'USD' });
    expect(usages[0]?.resource).toMatchObject({ isrc: 'USSM19803037', title: 'Sexual Healing' });
    expect(usages[0]?.resource?.displayArtistName).toBe('Marvin Gaye');
    expect(usages[0]?.licenses.map((l) => [l.rightsController, l.allocatedAmountMicros])).toEqual([
      ['PUB_2', 125_230_000n],
    ]);
    expect(usages.map((u) => u.resource?.isrc)).toEqual([
      'USSM19803037',
      'USUV71101875',
      ...Array(4).fill('USRH10903879'),
    ]);
  });

  it('shows that the YouTube sample is an excerpt whose SY totals exceed its body, and refuses it in strict mode', async () => {
    const { report } = await run([{ name: YOUTUBE, text: official(YOUTUBE) }], 'collect');
    expect(report.summaries.map((s) => [s.key, s.declaredUsages, s.declaredNetRevenueMicros, s.bodyUsages])).toEqual([
      ['1 / PUB_2', 1_036_181, 409_050_000n, 7810],
      ['1 / SOC_1', 575_732, 359_710_000n, 262],
      ['1 / PUB_3', 3_834_450, 3_424_290_000n, 93],
      ['1 / Residual', 21_613_409, 11_570_530_000n, 2045],
    ]);
    const error = await failure([{ name: YOUTUBE, text: official(YOUTUBE) }]);
    expect([error.code, error.line]).toEqual(['summary_mismatch', 10]);
  });

  it('reads the YouTube sample through in strict mode when disagreeing SY totals are held for review', async () => {
    const files = [{ name: YOUTUBE, text: official(YOUTUBE) }];
    const { report } = await run(files, 'strict', 'hold');
    expect(report.issues).toEqual([]);
    expect(report.summaries.map((s) => [s.line, s.isMatch])).toEqual([
      [10, false],
      [11, false],
      [12, false],
      [13, false],
    ]);
    const broken = official(ADSUPPORT);
    const error = await failure([{ name: ADSUPPORT, text: broken }], 'hold');
    expect([error.code, error.line]).toEqual(['undeclared_record', 4]);
  });

  it('accepts the YouTube sample once its SY records state its own body', async () => {
    const { report } = await run([{ name: YOUTUBE, text: joined(consistentYoutube()) }]);
    expect(report.issues).toEqual([]);
    expect(report.summaries.every((s) => s.isMatch)).toBe(true);
  });

  it('refuses the AdSupport sample: undeclared SY03/RE01/AS02 records and a FOOT of 123 lines for 7', async () => {
    const error = await failure([{ name: ADSUPPORT, text: official(ADSUPPORT) }]);
    expect([error.code, error.line]).toEqual(['undeclared_record', 4]);
    const { report } = await run([{ name: ADSUPPORT, text: official(ADSUPPORT) }], 'collect');
    expect(report.issues.map((i) => [i.code, i.line])).toEqual([
      ['undeclared_record', 4],
      ['undeclared_record', 5],
      ['undeclared_record', 6],
      ['foot_mismatch', 7],
    ]);
    expect(report.parts[0]?.foot).toMatchObject({ layout: 'default', numberOfLinesInFile: 123 });
  });

  it('reads the 1of2 + 2of2 AdSupport pair as one report ordered by part, with each part’s problems listed', async () => {
    const { report } = await run(
      PAIR.map((name) => ({ name, text: official(name) })),
      'collect',
    );
    expect(report.parts.map((p) => [p.fileNumber, p.fileNumberSource])).toEqual([
      [1, 'filename'],
      [2, 'filename'],
    ]);
    expect(report.messageId).toBe('1.1');
    expect(report.issues.filter((i) => i.code === 'foot_mismatch').map((i) => i.file)).toEqual([
      pick('_1of2_'),
      pick('_2of2_'),
    ]);
  });

  it('refuses a report with a part missing', async () => {
    const error = await failure([{ name: pick('_1of2_'), text: official(pick('_1of2_')) }]);
    expect(error.code).toBe('missing_part');
    expect(error.message).toContain('part 2 of 2 is missing');
  });
});
