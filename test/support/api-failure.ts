import { expect } from 'vitest';
import { ApiError } from '@/api/api-error';

/** The ApiError a call fails with (the test fails if it succeeds or throws anything else). */
export async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
