import { ExportButton } from '@/features/meetings/export/components/export-button';
import { SearchPage } from '@/features/search/components/search-page';
import { useLibrarySearch } from '@/library/components/use-library-search';

/**
 * The search screen, with the meetings' export for what it found and the copy of the key's meetings
 * kept on this device (the library) to search: features do not import each other or the library,
 * so the app hands them over. Named as the page's module was, so the lazy chunk keeps its name
 * (`search-page`, which the screen's declaration preloads).
 */
export default function SearchPageWithLibrary() {
  return <SearchPage ExportButton={ExportButton} useSavedCopy={useLibrarySearch} />;
}
