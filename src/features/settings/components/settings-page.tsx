import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { useNotifications } from '@/components/notifications';
import { sentence } from '@/components/sentence';
import { apiKeyStore, type KeyPersistence } from '@/lib/session/api-key-store';
import { forgetRecentMeetings } from '@/lib/session/recent-meetings';
import { useRuntimeConfig } from '@/lib/session/runtime-config-context';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useSavedApiKey } from '@/lib/session/use-api-key';
import { checkConnection } from '../api/check-connection';
import { apiKeyProblem } from '../model/api-key-problem';
import { ConnectionReportView } from './connection-report-view';
import styles from './settings-page.module.css';

/** Only same-app paths are followed after connecting (never an absolute URL from the query string). */
function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

interface SettingsPageProps {
  /** The meeting library's opt-in, handed over by the app: features do not import the library. */
  LibrarySection?: ComponentType;
  /** Deletes what this device keeps for a key being forgotten (its library). */
  forgetKeyData?: (key: string) => Promise<void>;
}

export function SettingsPage({ LibrarySection, forgetKeyData }: SettingsPageProps = {}) {
  const { mode } = useRuntimeConfig();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const saved = useSavedApiKey();
  const [draft, setDraft] = useState(saved.key ?? saved.fallback ?? '');
  const [remember, setRemember] = useState(saved.persistence === 'device');
  const [reveal, setReveal] = useState(false);
  // What is wrong with the key as typed, once the user has tried to check it: nothing was sent.
  const [problem, setProblem] = useState<string | null>(null);
  const keyId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const next = safeNext(searchParams.get('next'));
  const reason = searchParams.get('reason');
  // One name for the screen wherever it is named: the header's link, the palette, the README.
  const title = 'Connect to your meetings';
  // A key saved before keys were checked this way, or written by hand: requests refuse it.
  const savedProblem = saved.key ? apiKeyProblem(saved.key) : null;
  useDocumentTitle(title);

  const check = useMutation({
    mutationFn: ({ key }: { key: string; persistence: KeyPersistence }) => checkConnection(key),
    onSuccess: async (report, { key, persistence }) => {
      // A key the API rejected is not kept (nor remembered on the device); one it could not check
      // (the API down) is, so the dashboard works once the API is back.
      if (!report.key.ok && report.key.rejected) return;
      apiKeyStore.save(key, persistence);
      // A new key may see different data: nothing cached under the old one is kept.
      await queryClient.resetQueries();
      if (report.key.ok && next) {
        notify({ tone: 'success', message: sentence`Connected: the key was accepted.` });
        await navigate(next, { replace: true });
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = draft.trim();
    if (!key) return;
    const found = apiKeyProblem(key);
    setProblem(found);
    if (found) {
      check.reset();
      input.current?.focus();
      return;
    }
    check.mutate({ key, persistence: remember ? 'device' : 'session' });
  };

  const forget = () => {
    const forgotten = apiKeyStore.getSaved()?.key;
    if (forgotten) void forgetKeyData?.(forgotten);
    apiKeyStore.forget();
    // What was read with the key goes with it: the cache, and the titles of meetings opened recently.
    forgetRecentMeetings();
    setDraft(apiKeyStore.getFallback() ?? '');
    check.reset();
    queryClient.clear();
  };

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {savedProblem ? (
        <p className={styles.notice} role="alert">
          The saved API key cannot be sent. {savedProblem}
        </p>
      ) : reason === 'rejected' ? (
        <p className={styles.notice} role="alert">
          The API rejected the key: it may be wrong or revoked. Enter a valid key to continue.
        </p>
      ) : reason === 'missing' ? (
        <p className={styles.notice} role="alert">
          Enter your API key to see your meetings.
        </p>
      ) : null}
      {mode === 'demo' ? (
        <p className={styles.hint}>
          Demo mode: the dashboard runs on sample data in your browser. A meeting you delete stays deleted in this tab; a new tab starts
          afresh. The demo key is filled in for you.
        </p>
      ) : null}
      {/* method="post" and preventDefault: the key can never end up in a URL. */}
      <form className={styles.form} method="post" onSubmit={submit} aria-label="Connect with an API key">
        <div className={styles.field}>
          <label htmlFor={keyId}>API key</label>
          <div className={styles.keyRow}>
            <input
              ref={input}
              id={keyId}
              name="api-key"
              type={reveal ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
            />
            <Button onClick={() => setReveal((r) => !r)} aria-pressed={reveal}>
              {reveal ? 'Hide' : 'Show'}
            </Button>
          </div>
          {problem ? (
            <p id={problemId} className={styles.fieldError} role="alert">
              {problem} Nothing was sent.
            </p>
          ) : null}
          <p className={styles.hint}>Sent only to the API, as the x-api-key header.</p>
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          Remember on this device
        </label>
        <p className={styles.hint}>
          {remember
            ? 'The key stays in this browser until you forget it.'
            : 'The key is kept for this tab only and cleared when you close it.'}
        </p>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={check.isPending || draft.trim() === ''}>
            {check.isPending ? 'Checking…' : 'Check and save key'}
          </Button>
          <Button onClick={forget} disabled={!saved.key}>
            Forget key
          </Button>
        </div>
        <p className={styles.hint} role="status">
          {saved.key
            ? `A key is saved ${saved.persistence === 'device' ? 'on this device' : 'for this tab'}.`
            : saved.fallback
              ? 'Using the demo key.'
              : 'No key saved.'}
        </p>
      </form>
      {/* A live region, so the result is announced when the check finishes. */}
      <div role="status">{check.data ? <ConnectionReportView report={check.data} /> : null}</div>
      {LibrarySection ? <LibrarySection /> : null}
      <p className={styles.hint}>Light or dark: the dashboard follows your device’s appearance setting.</p>
    </div>
  );
}

/** The route table loads the screen's module on demand and shows its default export. */
export default SettingsPage;
