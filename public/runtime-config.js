// Runtime configuration for a static deployment; the dev and preview servers, and deploy/nginx,
// answer this path themselves. Demo mode serves sample data from a service worker. For live mode,
// replace the line below with one of:
//   window.__MEETINGS_DASHBOARD_CONFIG__ = { mode: 'live', apiBaseUrl: '' };   // a proxy on this origin forwards /v1/ and /api/v1/health
//   window.__MEETINGS_DASHBOARD_CONFIG__ = { mode: 'live', apiBaseUrl: 'https://api.example.com' };   // the API allows CORS from this site
window.__MEETINGS_DASHBOARD_CONFIG__ = { mode: 'demo' };
