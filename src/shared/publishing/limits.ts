// The limits of what an editor sends with a publish, for the console's form and the server's check alike.

/** A publish's note (what changed, for the history), in characters. */
export const PUBLISH_NOTE_MAX_LENGTH = 200;
