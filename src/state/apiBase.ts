// Build-time settings (webpack DefinePlugin replaces process.env.X; under Jest they
// come from the environment).

/**
 * Where the backend lives; empty means the site's own origin. Written so that an empty build
 * setting folds away in the production bundle (nothing left to trim at run time).
 */
const configuredOrigin = process.env.API_BASE_URL;
const apiOrigin = configuredOrigin ? configuredOrigin.replace(/\/+$/, '') : '';

/** Absolute so fetch also works under Jest, where relative URLs have no base. */
export const apiBaseUrl = () => `${apiOrigin || window.location.origin}/api`;
