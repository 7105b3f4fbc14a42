import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import layout from '@/components/layout.module.css';
import { downloadFile } from '@/lib/browser/download-file';
import { toCsv } from '@/lib/text/csv';
import { cellText, round2, type ChartTable } from './chart-table';
import styles from './insights.module.css';

interface ChartCardProps {
  title: string;
  /** The figures in words, under the title. */
  summary?: ReactNode;
  legend?: ReactNode;
  table: ChartTable;
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  /** Instead of the chart (nothing to draw yet); the table and CSV still say what is known. */
  empty?: string | null;
  wide?: boolean;
  /** Counted from lists not read to their end: the title, and the CSV's name, say so. */
  partial?: boolean;
  /** The chart. */
  children: ReactNode;
}

/**
 * One chart: its title and summary, its legend, the chart or (one click away) a table with the
 * same numbers, and those numbers as a CSV file. Nothing is only in the picture.
 */
export function ChartCard({ title, summary, legend, table, fileName, empty, wide, partial = false, children }: ChartCardProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const download = () =>
    downloadFile(
      toCsv([table.head, ...table.rows.map((row) => row.map((v) => (typeof v === 'number' ? round2(v) : v)))]),
      `${fileName}${partial ? '-partial' : ''}.csv`,
      'text/csv;charset=utf-8',
    );
  return (
    <section aria-labelledby={id} className={`${layout.card} ${wide ? styles.wide : ''}`}>
      <div className={layout.header}>
        <h2 id={id}>
          {title}
          {partial ? (
            <>
              {' '}
              <span className={styles.partial}>(partial)</span>
            </>
          ) : null}
        </h2>
        <div className={styles.cardActions} role="group" aria-labelledby={id}>
          <Button aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            Show table
          </Button>
          <Button onClick={download} disabled={table.rows.length === 0}>
            Download CSV
          </Button>
        </div>
      </div>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      {legend}
      {asTable ? (
        // Reachable with Tab, to scroll a wide table sideways with the arrow keys.
        <div className={styles.tableWrap} role="region" aria-label={`${title}: table`} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">{table.caption}</caption>
            <thead>
              <tr>
                {table.head.map((name, index) => (
                  <th key={index} scope="col">
                    <bdi>{name}</bdi>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((value, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        <bdi>{cellText(value)}</bdi>
                      </th>
                    ) : (
                      <td key={column}>{cellText(value)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : empty ? (
        <p className={styles.summary}>{empty}</p>
      ) : (
        children
      )}
    </section>
  );
}
