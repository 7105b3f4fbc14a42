import type { CheckOutcome, ConnectionReport } from '../api/check-connection';
import styles from './settings-page.module.css';

function Line({ label, outcome }: { label: string; outcome: CheckOutcome }) {
  return (
    <li>
      <span className={outcome.ok ? styles.ok : styles.fail}>{outcome.ok ? '✓' : '✗'}</span>
      <span>
        <strong>{label}:</strong> {outcome.detail}
      </span>
    </li>
  );
}

export function ConnectionReportView({ report }: { report: ConnectionReport }) {
  return (
    <section aria-label="Connection check">
      <h2>Connection check</h2>
      <ul className={styles.report}>
        <Line label="API" outcome={report.api} />
        <Line label="Key" outcome={report.key} />
        {report.workspace ? <Line label="Workspace" outcome={report.workspace} /> : null}
      </ul>
    </section>
  );
}
