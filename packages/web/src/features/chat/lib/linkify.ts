/** A piece of a message: plain text, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address: "see https://a.id/x." links "…/x".
const TRAILING = /[.,;:!?'’)\]}]+$/;

/** The address as a link target when it is a well-formed http(s) URL; nothing otherwise. */
function hrefOf(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and http(s) links. The parts are rendered as text nodes and anchors,
 * never as HTML, so `<b>` in a message reads as typed.
 */
export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  for (const match of message.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const href = hrefOf(address);
    if (!href) continue;
    if (match.index > textStart) parts.push({ kind: 'text', text: message.slice(textStart, match.index) });
    parts.push({ kind: 'link', text: address, href });
    textStart = match.index + address.length;
  }
  if (textStart < message.length) parts.push({ kind: 'text', text: message.slice(textStart) });
  return parts;
}
