/**
 * A route pattern as a regular expression, matching as the router does: the whole path,
 * any letter case (the flag "i"), trailing slashes allowed; each ":name" captures one
 * undecoded segment, and a final "/*" takes any rest of the path (a section with routes
 * of its own, like the staff console). (Patterns hold only letters, "-" and "/" besides
 * their parameters: nothing to escape.) The server's table and the start script both
 * match with it.
 */
export const patternSource = (pattern: string) =>
  `^${pattern.replace(/:\w+/g, '([^/]+)').replace(/\/\*$/, '(?:/.*)?')}/*$`;
