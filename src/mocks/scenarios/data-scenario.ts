import type { HttpHandler } from 'msw';

/**
 * Data a careless or odd server sends, as MSW handlers (and, for odd ids, records added to the data
 * set): the unit tests install them with `server.use(...scenario.handlers)`, the HTTP server turns them
 * on by name with `POST /__mock/scenario`.
 */
export interface DataScenario {
  handlers: HttpHandler[];
  /** Changes to the data set, undone by the next reset. */
  setUp?: () => void;
}
