import { defineScreen, type UrlValues } from '@/lib/routing/screen';
import { SEARCH_URL, searchFromUrl } from '@/screens/search-filters';

/** The search page's URL contract: what links, the route table and src/boot read. */
export const searchScreen = defineScreen({
  name: 'search',
  icon: 'magnifier',
  pattern: '/search',
  urlKeys: SEARCH_URL,
  chunks: ['search-page'],
  requests: ({ values }) => {
    const filters = searchFromUrl(values);
    return filters ? [{ operation: 'searchMyMeetings', params: filters }] : [];
  },
});

export const searchLinks = {
  search: (values?: UrlValues<(typeof SEARCH_URL)[number]>) => searchScreen.url({}, values),
};
