/**
 * Calibration for the benchmark, not part of the app: react-dom alone, the naive waterfall (HTML,
 * then the bundle, then the API call), the first page of meetings as plain links. What this takes on
 * a machine is the floor any React app starts from there.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  id: string;
  title: string | null;
}

function Floor() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    const key = window.sessionStorage.getItem('meetings-dashboard.api-key') ?? '';
    void fetch('/v1/me/meetings?limit=30', { headers: { 'x-api-key': key } })
      .then((response) => response.json() as Promise<{ meetings: Row[] }>)
      .then((page) => setRows(page.meetings));
  }, []);
  if (!rows) return <p>Loading…</p>;
  return (
    <ul aria-label="Meetings">
      {rows.map((row) => (
        <li key={row.id}>
          <a href={`/me/meetings/${row.id}`}>{row.title ?? 'Untitled meeting'}</a>
        </li>
      ))}
    </ul>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Floor />);
