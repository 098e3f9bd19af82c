// The list queries' message, apart from their rules (listQuery.ts), so that a screen can
// translate it without loading the schema library.

export const PAGE_INVALID = 'Page must be a whole number from 1';
