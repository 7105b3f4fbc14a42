import { apiRequest, type RequestOptions } from './api-request';
import type { PageParams } from './query-params';
import { taskPageSchema } from './schemas/task';

export interface MyTaskListParams extends PageParams {
  completed?: boolean;
  meetingId?: string;
}

export interface WorkspaceTaskListParams extends MyTaskListParams {
  /** The workspace member whose records the tasks come from. */
  userEmail?: string;
}

export function listMyTasks(params: MyTaskListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listMyTasks', params: { ...params }, schema: taskPageSchema }, options);
}

export function listWorkspaceTasks(params: WorkspaceTaskListParams = {}, options?: RequestOptions) {
  return apiRequest({ operation: 'listWorkspaceTasks', params: { ...params }, schema: taskPageSchema }, options);
}
