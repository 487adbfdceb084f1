import { setupServer } from 'msw/node';

/** The API of the console's component tests: each test answers the calls it expects. */
export const server = setupServer();
