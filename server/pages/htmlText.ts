// Text written into the HTML of a page: escaped for its place in the document.

export const HTML_TYPE = 'text/html; charset=utf-8';

/** JSON that can sit inside a <script> element: nothing in it can close the element or start a comment. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for an attribute's quoted value (or an element's text). */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
