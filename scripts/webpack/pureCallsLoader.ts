// react-router's build declares its components and contexts as `var Form = React.forwardRef(…)`
// without marking the call pure, and names each one for React's developer tools afterwards
// (`Form.displayName = "Form"`). A minifier must then assume both statements do something, so
// it keeps every such component a site never imports, and all the code that component calls:
// here the data-router form (Form, useSubmit, the form-submission helpers). Marked pure and
// unnamed, an unused one is dropped like any unused function. The calls marked only create
// an object (React's forwardRef, memo, createContext); the names only label the developer
// tools' tree, which production builds are not read with.
const UNMARKED_CALL = /(=\s*)(React\d*\.(?:forwardRef|memo|createContext)\()/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

export function markPureCalls(source: string): string {
  return source.replace(UNMARKED_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

export default function pureCallsLoader(source: string): string {
  return markPureCalls(source);
}
