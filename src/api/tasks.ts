import { apiRequest, type RequestOptions } from './api-request';
import type { OperationParams } from './query-params';
import { taskPageSchema } from './schemas/task';

export type MyTaskListParams = OperationParams<'listMyTasks'>;
/** `userEmail`: the workspace member whose records the tasks come from. */
export type WorkspaceTaskListParams = OperationParams<'listWorkspaceTasks'>;

export function listMyTasks(params: MyTaskListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listMyTasks', params, schema: taskPageSchema }, options);
}

export function listWorkspaceTasks(params: WorkspaceTaskListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listWorkspaceTasks', params, schema: taskPageSchema }, options);
}
