// Build-time settings (webpack DefinePlugin replaces process.env.X; under Jest they
// come from the environment).

/** Where the backend lives; empty means the site's own origin. */
const apiOrigin = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');

/** Absolute so fetch also works under Jest, where relative URLs have no base. */
export const apiBaseUrl = () => `${apiOrigin || window.location.origin}/api`;
