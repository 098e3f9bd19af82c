// The page documents' messages, apart from their schemas (content.ts): the console's
// dictionary translates them without loading the schema library.

export const contentMessages = {
  required: 'This field is required',
  tooLong: 'This text is too long',
  notText: 'This value must be text',
  wrongShape: 'This value has the wrong shape',
  noHtml: 'HTML tags are not allowed here; the text is shown as written',
  badUrl: 'Use a link starting with http://, https:// or / (a page of this site)',
  badContactUrl: 'Use a link starting with http://, https://, / (a page of this site), mailto: or tel:',
  badNumber: 'Enter a whole number',
  tooMany: 'This list has too many items',
  badId: 'An item has an invalid identifier',
  duplicateId: 'Two items share an identifier',
  badVersion: 'The document version is missing',
} as const;
