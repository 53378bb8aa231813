import { afterAll } from 'vitest';
import { closeContexts } from './harness';

// Runs before every journey file: whatever pages a file opened close with it, while the worker's
// browser stays up for the next file.
afterAll(closeContexts);
