import type { ApiContext } from '../context';
import type jsonServer from 'json-server';

/** Mounts outside /api: the emulated identity provider's authorize page, the speech-to-text emulator. */
export type MountRoutes = (app: ReturnType<typeof jsonServer.create>, ctx: ApiContext) => void;
