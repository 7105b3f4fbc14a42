import { configureApi } from '@/api/api-config';
import { DEMO_API_KEY } from '@/mocks/api-keys';

/** Points the fetch layer at the mock API with the given key (the demo key by default). */
export function withApiKey(key: string | null = DEMO_API_KEY): void {
  configureApi({ getApiKey: () => key });
}
