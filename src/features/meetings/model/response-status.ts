/** Keyed by the server's text: a Map, so that "constructor" or "__proto__" is just another unknown value. */
const RESPONSE_LABELS: ReadonlyMap<string, string> = new Map([
  ['accepted', 'Accepted'],
  ['declined', 'Declined'],
  ['tentative', 'Maybe'],
  ['needsAction', 'No response'],
]);

/** A calendar response as people say it; values outside the known set are shown as they come. */
export function responseLabel(status: string | null): string {
  return status ? (RESPONSE_LABELS.get(status) ?? status) : 'Unknown';
}
