/**
 * The first segment of every query key, shared so that one feature can invalidate another's data
 * (deleting a meeting drops its tasks and search hits) without importing that feature.
 */
export const queryRoots = {
  meetings: ['meetings'],
  tasks: ['tasks'],
  tags: ['tags'],
  search: ['search'],
  health: ['health'],
} as const;
