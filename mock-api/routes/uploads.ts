import type { RegisterRoutes } from '../context';

// STUB: the issue that builds this concern fills it in.
export const registerUploads: RegisterRoutes = () => {};
