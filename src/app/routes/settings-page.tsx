import { useQueryClient } from '@tanstack/react-query';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { LibraryPanel } from '@/library/components/library-panel';
import { removeLibraryOf } from '@/library/components/use-library';

/**
 * The Connect screen, with the meeting library's opt-in, and forgetting a key deleting its copy:
 * features do not import the library, so the app hands them over. Named as the page's module was,
 * so the lazy chunk keeps its name (`settings-page`, which the screen's declaration preloads).
 */
export default function SettingsScreen() {
  const client = useQueryClient();
  return <SettingsPage LibrarySection={LibraryPanel} forgetKeyData={(key) => removeLibraryOf(client, key)} />;
}
