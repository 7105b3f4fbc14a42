import { server } from '@/mocks/node/test-server';
import { DATA_SCENARIOS, type DataScenarioName } from '@/mocks/scenarios/data-scenarios';

/** Turns a data scenario of the mock API on for the current test (its data and handlers go with the next reset). */
export function useDataScenario(name: DataScenarioName): void {
  const scenario = DATA_SCENARIOS[name]();
  server.use(...scenario.handlers);
  scenario.setUp?.();
}
