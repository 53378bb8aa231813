// STUB registry: the articles issue replaces this with the real one.
export const articlePathsUnder = (_prefix: string): string[] => [];
