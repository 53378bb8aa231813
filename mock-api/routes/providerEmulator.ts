import type { MountRoutes } from './pages';

// STUB: the tools issue mounts the speech-to-text provider emulator (/v2/*) here.
export const mountProviderEmulator: MountRoutes = () => {};
