import { apiRequest, type RequestOptions } from './api-request';
import { buildQueryString, type PageParams } from './query-params';
import { taskPageSchema } from './schemas/task';

export interface MyTaskListParams extends PageParams {
  completed?: boolean;
  meetingId?: string;
}

export interface WorkspaceTaskListParams extends MyTaskListParams {
  /** The workspace member whose records the tasks come from. */
  userEmail?: string;
}

const PAGE = ['limit', 'cursor', 'startDate', 'endDate'] as const;

export function listMyTasks(params: MyTaskListParams = {}, options?: RequestOptions) {
  const query = buildQueryString('listMyTasks', { ...params }, [...PAGE, 'completed', 'meetingId']);
  return apiRequest(
    { operation: 'listMyTasks', method: 'GET', path: '/v1/me/tasks', query, authenticated: true, schema: taskPageSchema },
    options,
  );
}

export function listWorkspaceTasks(params: WorkspaceTaskListParams = {}, options?: RequestOptions) {
  const query = buildQueryString('listWorkspaceTasks', { ...params }, [...PAGE, 'userEmail', 'completed', 'meetingId']);
  return apiRequest(
    {
      operation: 'listWorkspaceTasks',
      method: 'GET',
      path: '/v1/workspace/tasks',
      query,
      authenticated: true,
      schema: taskPageSchema,
    },
    options,
  );
}
