import { resolveHome, SCREENS } from '@/screens/screen-list';
import type { ScreenRequest } from '@/lib/routing/screen';

/**
 * The requests a URL's screen starts with, from the URL alone (src/boot/early-request.ts sends them
 * before the app bundle has loaded): each screen's declaration (`src/screens`) says them
 * with the same helpers the screen and its route prefetch ask through, so the app builds the same URLs
 * and adopts the answers. `wide`: a meeting is shown beside the list, whose first page it needs too.
 * A URL whose filters must not be sent asks for nothing: the app says what is wrong.
 */
export function earlyRequestsFor(url: { pathname: string; search: string }, wide: boolean): ScreenRequest[] {
  const at = resolveHome(url);
  return SCREENS.flatMap((screen) => screen.requestsAt(at, wide));
}
