import { describe, expect, it } from 'vitest';
import { isoDuration } from './ern.ts';
import { el, escapeXml, renderXml } from './xml-writer.ts';

describe('xml writer', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeXml(`Tom & "Jerry" <3 \u0001`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;3 ');
  });

  it('renders nested elements, attributes and skips empty children', () => {
    const xml = renderXml(el('a', { x: 'ü&' }, el('b', null, 'Lagu <1>'), undefined, el('c', { skip: undefined })));
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a x="ü&amp;">\n  <b>Lagu &lt;1&gt;</b>\n  <c/>\n</a>\n');
  });
});

describe('isoDuration', () => {
  it('writes minutes and seconds as xs:duration', () => {
    expect(isoDuration(205.5)).toBe('PT3M25.5S');
    expect(isoDuration(15)).toBe('PT0M15S');
  });
});
