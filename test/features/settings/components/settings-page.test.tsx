import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY, PERSONAL_ONLY_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { faultHandler } from '@/mocks/scenarios/faults';
import { renderApp } from '../../../support/render-app';
import { passTime, useFakeClock } from '../../../support/fake-clock';
import { recordRequests } from '../../../support/request-log';

const STORAGE_KEY = 'meetings-dashboard.api-key';

describe('settings: the API key', () => {
  it('is kept for this tab only by default', async () => {
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.type(await screen.findByLabelText('API key'), DEMO_API_KEY);
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    expect(await screen.findByText('A key is saved for this tab.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBe(DEMO_API_KEY);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('is remembered on this device only when asked', async () => {
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.type(await screen.findByLabelText('API key'), DEMO_API_KEY);
    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEY)).toBe(DEMO_API_KEY));
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('is checked again after a 429 (a busy API says nothing about the key), then saved', async () => {
    const sent = recordRequests();
    server.use(faultHandler({ fault: 'status', path: '/v1/me/tags', status: 429, headers: { 'retry-after': '0' }, times: 1 }));
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.type(await screen.findByLabelText('API key'), DEMO_API_KEY);
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    expect(await screen.findByText('A key is saved for this tab.')).toBeInTheDocument();
    expect(sent.filter((r) => r.url.pathname === '/v1/me/tags')).toHaveLength(2);
  });

  it('is not kept, nor remembered, when the API rejects it', async () => {
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.type(await screen.findByLabelText('API key'), 'wrong-key-42');
    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    const report = await screen.findByRole('region', { name: 'Connection check' });
    expect(report).toHaveTextContent(/Key: The API key was rejected/);
    // The screen the user is on has one name, its title: the report sends them nowhere else.
    expect(report).not.toHaveTextContent(/Settings/);
    expect(screen.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Connect to your meetings');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.getByText('No key saved.')).toBeInTheDocument();
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText('API key')).toHaveValue('wrong-key-42');
  });

  it('is checked with itself, leaving the saved key in place when it is rejected', async () => {
    window.sessionStorage.setItem(STORAGE_KEY, DEMO_API_KEY);
    const sent = recordRequests();
    const { user } = renderApp('/settings', { mode: 'live' });
    const input = await screen.findByLabelText('API key');
    await user.clear(input);
    await user.type(input, 'wrong-key-42');
    const checkStarts = sent.length;
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    expect(await screen.findByRole('region', { name: 'Connection check' })).toHaveTextContent(/Key: The API key was rejected/);
    const keys = sent
      .slice(checkStarts)
      .filter((r) => r.url.pathname !== '/api/v1/health')
      .map((r) => r.headers.get('x-api-key'));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys)).toEqual(new Set(['wrong-key-42']));
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBe(DEMO_API_KEY);
    // With a key saved, the screen keeps its name.
    expect(screen.getByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeInTheDocument();
  });

  it('is kept when the API cannot be reached to check it, for when it is back', async () => {
    // Each call is tried again after 0.5, 1 and 2 s before the check gives up: on a fake clock, those
    // seconds are the test's, passed until the check has ended (within the calls' 30 s budget).
    useFakeClock();
    server.use(http.all('*', () => HttpResponse.error()));
    const { user } = renderApp('/settings', { mode: 'live', fakeTimers: true });
    await user.type(await screen.findByLabelText('API key'), DEMO_API_KEY);
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    for (let passed = 0; passed < 30_000 && !screen.queryByText('A key is saved for this tab.'); passed += 500) await passTime(500);
    expect(screen.getByText('A key is saved for this tab.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBe(DEMO_API_KEY);
  });

  it('is cleared from both storages by Forget', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'old-device-key');
    window.sessionStorage.setItem(STORAGE_KEY, 'old-tab-key');
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.click(await screen.findByRole('button', { name: 'Forget key' }));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.getByText('No key saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveValue('');
  });

  it('shows a key remembered or forgotten in another tab', async () => {
    renderApp('/settings', { mode: 'live' });
    expect(await screen.findByText('No key saved.')).toBeInTheDocument();
    // What another tab's change looks like here: the storage written, then the storage event.
    window.localStorage.setItem(STORAGE_KEY, 'other-tab-key');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(await screen.findByText('A key is saved on this device.')).toBeInTheDocument();
    window.localStorage.removeItem(STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(await screen.findByText('No key saved.')).toBeInTheDocument();
  });

  it('is hidden by default and can be revealed', async () => {
    const { user } = renderApp('/settings');
    const input = await screen.findByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('is pre-filled with the demo key in demo mode', async () => {
    renderApp('/settings');
    expect(await screen.findByLabelText('API key')).toHaveValue(DEMO_API_KEY);
    expect(screen.getByText('Using the demo key.')).toBeInTheDocument();
  });
});

describe('settings: connection check', () => {
  it('reports API, key and workspace access, calling health without the key', async () => {
    const sent = recordRequests();
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.type(await screen.findByLabelText('API key'), DEMO_API_KEY);
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    const report = await screen.findByRole('region', { name: 'Connection check' });
    expect(report).toHaveTextContent('API: meeting-records-api is up.');
    expect(report).toHaveTextContent('Key: The key was accepted.');
    expect(report).toHaveTextContent('Workspace: This key can read workspace data.');
    const health = sent.filter((r) => r.url.pathname === '/api/v1/health');
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((r) => !r.headers.has('x-api-key'))).toBe(true);
  });

  it('says when a key cannot read workspace data', async () => {
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.type(await screen.findByLabelText('API key'), PERSONAL_ONLY_API_KEY);
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    expect(await screen.findByText(/can read your own meetings only/)).toBeInTheDocument();
  });

  it('says when the key is rejected, without repeating the key', async () => {
    const { user } = renderApp('/settings', { mode: 'live' });
    await user.type(await screen.findByLabelText('API key'), 'wrong-key-42');
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    const report = await screen.findByRole('region', { name: 'Connection check' });
    expect(report).toHaveTextContent(/Key: The API key was rejected/);
    expect(report).not.toHaveTextContent('wrong-key-42');
  });
});

describe('live mode without a key', () => {
  it('leads every screen to the key screen first, then back to where the user was going', async () => {
    const { user } = renderApp('/workspace/tasks', { mode: 'live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your meetings' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your API key');
    await user.type(screen.getByLabelText('API key'), DEMO_API_KEY);
    await user.click(screen.getByRole('button', { name: 'Check and save key' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Workspace tasks' })).toBeInTheDocument();
  });
});
