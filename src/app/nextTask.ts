/** Resolves in a later task: the browser gets to paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
