import type { ComponentType, ReactNode } from 'react';
import type { Scope } from '@/core/scope';

/**
 * What a screen asks the meetings' export for (features/meetings/export): which meetings, and how to
 * name what is made of them. A type only, here so that a screen of another feature (search) can be
 * handed the export's button by the app, which alone joins features.
 */
export interface ExportRequest {
  scope: Scope;
  /** Each meeting's id, and a title to name it by should it not be read. */
  meetings: readonly { id: string; title: string }[];
  /** What is exported, for the archive's index: "Selected from your meetings". */
  source: string;
  /** What the archive is called; the day is added: `Weekly sync` is saved as `Weekly sync 2026-11-28.zip`. */
  name: string;
}

export interface ExportButtonProps {
  children: ReactNode;
  /** What to export, taken as the button is pressed (a selection may change while the dialog is open). */
  request: () => ExportRequest;
  disabled?: boolean;
}

export type ExportButtonComponent = ComponentType<ExportButtonProps>;
