import { setupServer } from 'msw/node';
import { handlers } from '../handlers';

/** The mock API for Vitest: same handlers as the demo, intercepting fetch in-process. */
export const server = setupServer(...handlers);
