// Reads XML in server tests with a strict, namespace-aware parser (saxes, the one jsdom
// parses XML with): malformed text throws, and every element is named by its namespace.
import { SaxesParser } from 'saxes';

export type XmlElement = {
  /** The namespace URI and the local name: `{uri}local`. */
  name: string;
  /** Attributes by `{uri}local` (`{}local` for attributes without a prefix). */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, trimmed. */
  text: string;
};

/** The document's root element; throws on anything that is not well-formed, namespaced XML. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes))
      attributes[`{${attribute.uri}}${attribute.local}`] = attribute.value;
    const element: XmlElement = { name: `{${tag.uri}}${tag.local}`, attributes, children: [], text: '' };
    if (open.length > 0) open[open.length - 1]!.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('text', (text) => {
    if (open.length > 0) open[open.length - 1]!.text += text;
  });
  parser.on('closetag', () => {
    const element = open.pop()!;
    element.text = element.text.trim();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}
