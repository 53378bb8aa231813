import type { MountRoutes } from './pages';

// STUB: the accounts issue mounts the emulated identity provider's /oauth/authorize page here.
export const mountOAuthPages: MountRoutes = () => {};
