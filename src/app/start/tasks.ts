/** Lets the browser paint and handle input between the steps of starting up. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
