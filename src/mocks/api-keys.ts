/** Keys the mock API accepts. They guard nothing real: they let the demo and tests exercise auth. */
export const DEMO_API_KEY = 'demo-key';
/** A key without workspace access: workspace endpoints answer 403 for it. */
export const PERSONAL_ONLY_API_KEY = 'demo-personal-key';
