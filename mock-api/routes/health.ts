import type { RegisterRoutes } from '../context';

export const registerHealth: RegisterRoutes = (router) => {
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
};
