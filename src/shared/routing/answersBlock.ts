// The JSON data block in which the server hands a landing page its first API answers
// (server/pages/landingPage.ts writes it, state/initialAnswers.ts reads it): one element
// id, and one key per answer, "<path under /api>|<Accept-Language, or empty>".

export const ANSWERS_ELEMENT_ID = 'initial-answers';

export const answerKey = (path: string, language: string | undefined) => `${path}|${language ?? ''}`;

export type Answers = Record<string, unknown>;
