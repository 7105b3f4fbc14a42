/** A file name from a meeting's title: lower case, words joined by dashes, at most 60 characters. */
export function meetingFileName(title: string, suffix: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'meeting'}${suffix}`;
}
