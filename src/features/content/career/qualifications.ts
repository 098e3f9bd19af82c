/**
 * A job's qualifications, one per line (SPEC §2): the text is split on line breaks,
 * list markers someone typed ("- ", "• ", "1. ") are dropped, blank lines skipped.
 */
export function qualificationLines(text: string | undefined | null): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-*•·–]\s+|\d{1,2}[.)]\s+)/, '')
        .trim(),
    )
    .filter(Boolean);
}
