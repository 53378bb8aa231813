// STUB registry: the lessons issue replaces this with the real one.
export const categoryPaths = (): string[] => [];
export const fallacyPaths = (): string[] => [];
export const techniquePaths = (_prefix: string): string[] => [];
export const conceptPaths = (): string[] => [];
