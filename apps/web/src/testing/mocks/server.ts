import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The API of Node-side tests: the default handlers; a test adds its own with `server.use()`. */
export const server = setupServer(...handlers);
