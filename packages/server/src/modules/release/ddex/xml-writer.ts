/** An XML element: name, attributes, and children (elements or text). Undefined children are skipped. */
export type XmlNode = { name: string; attributes: Record<string, string | undefined>; children: XmlChild[] };
export type XmlChild = XmlNode | string | number | undefined | false;

/** Escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML 1.0 cannot carry at all are dropped rather than producing an invalid file.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

/** Builds an element; children may be nested arrays, which are flattened. */
export function el(
  name: string,
  attributes: Record<string, string | undefined> | null,
  ...children: (XmlChild | XmlChild[])[]
): XmlNode {
  return { name, attributes: attributes ?? {}, children: children.flat() };
}

function render(node: XmlNode, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const children = node.children.filter((child) => child !== undefined && child !== false);
  if (children.length === 0) {
    out.push(`${pad}<${node.name}${attributes}/>`);
  } else if (children.every((child) => typeof child !== 'object')) {
    out.push(
      `${pad}<${node.name}${attributes}>${children.map((child) => escapeXml(String(child))).join('')}</${node.name}>`,
    );
  } else {
    out.push(`${pad}<${node.name}${attributes}>`);
    for (const child of children) {
      if (typeof child === 'object') render(child, depth + 1, out);
      else out.push(`${pad}  ${escapeXml(String(child))}`);
    }
    out.push(`${pad}</${node.name}>`);
  }
}

/** The document as UTF-8 XML text with a declaration. */
export function renderXml(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, 0, out);
  return `${out.join('\n')}\n`;
}
