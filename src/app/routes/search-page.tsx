import { ExportButton } from '@/features/meetings/export/components/export-button';
import { SearchPage } from '@/features/search/components/search-page';

/**
 * The search screen, with the meetings' export for what it found: features do not import each
 * other, so the app hands the search page the export's button. Named as the page's module was, so
 * the lazy chunk keeps its name (`search-page`, which the screen's declaration preloads).
 */
export default function SearchPageWithExport() {
  return <SearchPage ExportButton={ExportButton} />;
}
