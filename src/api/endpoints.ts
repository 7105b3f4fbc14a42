import { ApiError } from './api-error';
import { buildRequest, type PreparedRequest } from './build-request';
import type { OperationName } from './operations';
import { paramsSchema, type OperationParams } from './query-params';
import { z } from './zod';

export type { PreparedRequest };

export interface OperationInput<O extends OperationName> {
  params?: OperationParams<O>;
  meetingId?: string;
}

/** The parameters as they are sent; anything invalid throws (a typed ApiError) before a request exists. */
function validParams(operation: OperationName, params: unknown): Record<string, string | undefined> {
  const result = z.safeParse(paramsSchema(operation), params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const unknownName = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  throw new ApiError({
    kind: 'invalid-params',
    operation,
    field: unknownName ?? String(issue?.path[0] ?? '(params)'),
    message: unknownName ? `${operation} takes no parameter “${unknownName}”.` : (issue?.message ?? 'Invalid parameters.'),
  });
}

/**
 * Validates the input and builds the request; throws `ApiError` (and nothing is sent) when a
 * parameter is invalid or the key is missing.
 */
export function prepareRequest<O extends OperationName>(
  operation: O,
  { params, meetingId }: OperationInput<O>,
  context: { baseUrl: string; apiKey: string | null },
): PreparedRequest {
  return buildRequest(operation, { params: validParams(operation, params ?? {}), meetingId }, context);
}
