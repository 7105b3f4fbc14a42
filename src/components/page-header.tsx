import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import layout from './layout.module.css';

/** A screen's h1 with its actions (scope switch, export…) on the same line, wrapping on phones. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={layout.header}>
      <h1>{title}</h1>
      {children ? <div className={layout.actions}>{children}</div> : null}
    </div>
  );
}
