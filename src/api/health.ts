import { apiRequest, type RequestOptions } from './api-request';
import { healthSchema } from './schemas/health';

/** Sent without the key: the health endpoint needs none, and the key goes nowhere it is not needed. */
export function getHealth(options?: RequestOptions) {
  return apiRequest({ operation: 'getHealth', schema: healthSchema }, options);
}
