/**
 * Where the first character is that an `x-api-key` header cannot carry as typed, or -1. API keys are
 * visible ASCII; a space, a line break or a letter such as "é" makes `fetch` throw before anything is
 * sent, which would read as a network failure.
 */
export function unsendableKeyCharacterAt(key: string): number {
  return key.search(/[^\x21-\x7e]/);
}

/** `ApiError.field` of an error about the key itself, not about what the API said of it. */
export const API_KEY_FIELD = 'x-api-key';
