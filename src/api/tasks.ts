import { apiRequest, type RequestOptions } from './api-request';
import { scopedOperation, type ScopedOperation } from './operations';
import type { OperationParams } from './query-params';
import { taskPageSchema } from './schemas/task';
import type { Scope } from '@/core/scope';

/**
 * A scope's task list parameters: the workspace's also take `userEmail`, the member whose records the
 * tasks come from; for a scope not known until run time, only what both take.
 */
export type TaskListParams<S extends Scope = Scope> = OperationParams<ScopedOperation<S, 'listTasks'>>;

export function listTasks<S extends Scope>(scope: S, params?: TaskListParams<S>, options?: RequestOptions) {
  return apiRequest({ operation: scopedOperation(scope, 'listTasks'), params, schema: taskPageSchema }, options);
}

/** A column's first page, as its scope's operation takes it. */
export type TaskPageRequest<S extends Scope = Scope> = { [K in S]: { scope: K; params: TaskListParams<K> } }[S];
