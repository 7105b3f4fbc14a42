import { http, HttpResponse } from 'msw';
import { mockRoute } from './mock-route';

export const healthHandlers = [
  http.get(
    '*/api/v1/health',
    mockRoute('public', () => HttpResponse.json({ service: 'meeting-records-api', status: 'ok' })),
  ),
];
