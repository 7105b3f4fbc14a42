import { defineScreen } from '@/lib/routing/screen';

/** The key screen's URL contract: what links, the route table and the build's preload pages read. */
export const settingsScreen = defineScreen({
  name: 'settings',
  icon: 'key',
  pattern: '/settings',
  // `next`: where to go once connected; `reason`: why the user was sent here.
  urlKeys: ['next', 'reason'],
  chunks: ['settings-page'],
});

export const settingsLinks = {
  settings: (values?: { next?: string | null; reason?: 'rejected' | 'missing' | null }) => settingsScreen.url({}, values),
};
