import { defineScreen } from '@/lib/routing/screen';

/**
 * Insights: where the meeting time goes, and whether action items get done, over a range of days
 * (`from`, `to`). Its code is loaded on demand (its URLs' page asks for it beside the app's) and it
 * reads its data itself, paced (lib/bulk), so it asks for nothing early. Links are
 * `insightsScreen.url({ scope }, { from, to })`.
 */
export const insightsScreen = defineScreen({
  name: 'insights',
  pattern: '/:scope/insights',
  urlKeys: ['from', 'to'],
  icon: 'chart',
  chunks: ['insights-page'],
});
