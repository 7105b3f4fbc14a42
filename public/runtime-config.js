// Runtime configuration for a static deployment; the dev and preview servers answer this path
// themselves. Demo mode serves sample data from a service worker. For live mode behind a reverse
// proxy that forwards /v1/ and /api/v1/health to the API, replace the line below with:
//   window.__MEETINGS_DASHBOARD_CONFIG__ = { mode: 'live', apiBaseUrl: '' };
window.__MEETINGS_DASHBOARD_CONFIG__ = { mode: 'demo' };
