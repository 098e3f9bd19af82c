// A release's limits, for the console's forms and the staff API alike.

/** The longest name a release may have, in characters (after trimming). */
export const RELEASE_NAME_MAX = 120;
