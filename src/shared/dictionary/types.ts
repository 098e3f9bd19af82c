/** One UI string in both languages. Keys are either dotted names or, for messages, the English text itself. */
export type Entry = { id: string; en: string };
export type Dictionary = Record<string, Entry>;
