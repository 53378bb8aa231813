import { createContext, useContext } from 'react';

/**
 * Whether the page sits in the shell's padded container (a route not declared `fullBleed` in
 * src/app/routes.tsx): the router provides it, a screen that lays itself out either way reads it.
 */
export const PageFramedContext = createContext(false);

export const usePageFramed = () => useContext(PageFramedContext);
