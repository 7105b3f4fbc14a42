import { apiRequest, type RequestOptions } from './api-request';
import { tagListSchema } from './schemas/tag';

export function listMyTags(options?: RequestOptions) {
  return apiRequest({ operation: 'listMyTags', schema: tagListSchema }, options);
}
