const RESPONSE_LABELS: Record<string, string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  tentative: 'Maybe',
  needsAction: 'No response',
};

/** A calendar response as people say it; values outside the known set are shown as they come. */
export function responseLabel(status: string | null): string {
  return status ? (RESPONSE_LABELS[status] ?? status) : 'Unknown';
}
