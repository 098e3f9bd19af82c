// What the server's render of a page gives back (src/app/renderPage.tsx, built for Node
// into dist-server/ and called by server/http/landingPage.ts).
import type { Language } from '../language';
import type { Answers } from './answersBlock';

export type RenderedPage = {
  /** What goes inside the root element. */
  html: string;
  /** The <style> elements the page's components need, for the head. */
  styles: string;
};

/** Renders the page at `url` in `language` from the API answers the server made for it; undefined when it does not render it. */
export type PageRenderer = (url: string, language: Language, answers: Answers) => Promise<RenderedPage | undefined>;
