import { useId } from 'react';
import type { Scope } from '@/core/scope';
import { Button } from '@/components/button';
import { downloadFile } from '@/lib/browser/download-file';
import { tasksCsvFileName, tasksToCsv, type TaskCsvInput } from '../model/tasks-csv';

interface ExportCsvButtonProps extends TaskCsvInput {
  scope: Scope;
  /** While the board is updating to new filters, what is loaded is not the current view. */
  updating: boolean;
}

/** Downloads the tasks loaded on the board (both columns, current filters) as a CSV file. */
export function ExportCsvButton({ scope, open, completed, updating }: ExportCsvButtonProps) {
  const id = useId();
  const count = open.length + completed.length;
  return (
    <>
      <Button
        aria-describedby={id}
        disabled={count === 0 || updating}
        onClick={() => downloadFile(tasksToCsv({ open, completed }), tasksCsvFileName(scope), 'text/csv;charset=utf-8')}
      >
        Export CSV
      </Button>
      <span id={id} className="visually-hidden">
        {count === 1 ? 'The 1 loaded task' : `The ${count} loaded tasks`}, as a spreadsheet file.
      </span>
    </>
  );
}
