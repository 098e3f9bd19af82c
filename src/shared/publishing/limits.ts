// The limits of what an editor sends when publishing and scheduling, for the console's forms and
// the server's checks alike (src/shared/validation/publishing.ts). No schema library here, so a
// dialog can show them without loading one.

/** A publish's note (what changed, for the history), in characters. */
export const PUBLISH_NOTE_MAX_LENGTH = 200;
/** A release's name, in characters (after trimming). */
export const RELEASE_NAME_MAX = 120;
/** The records one release may hold. */
export const RELEASE_ITEMS_MAX = 50;
/** How long a share-preview link works: a day unless asked, a week at most. */
export const PREVIEW_LINK_HOURS = { default: 24, max: 168 } as const;
