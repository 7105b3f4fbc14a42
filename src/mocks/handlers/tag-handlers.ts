import { http, HttpResponse } from 'msw';
import { db } from '../data/db';
import { mockRoute } from './mock-route';

export const tagHandlers = [
  http.get(
    '*/v1/me/tags',
    mockRoute('personal', () => HttpResponse.json({ tags: db.tags().map(({ id, name, shared }) => ({ id, name, shared })) })),
  ),
];
