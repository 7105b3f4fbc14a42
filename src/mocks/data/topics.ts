/** Meeting kinds with the vocabulary their titles, summaries, transcripts and action items draw on. */
export interface Topic {
  titles: string[];
  tags: string[];
  withGuest: boolean;
  points: string[];
  decisions: string[];
  actions: string[];
}

export const topics: Topic[] = [
  {
    titles: ['Weekly product sync', 'Product review', 'Roadmap check-in'],
    tags: ['Product', 'Planning'],
    withGuest: false,
    points: [
      'The onboarding funnel lost a few points of conversion after the pricing page change.',
      'Search is the most requested feature in the last round of interviews.',
      'We should ship the export improvements before the end of the quarter.',
      'Mobile usage keeps growing, mostly for reading summaries on the go.',
      'The beta cohort asked for a way to share notes with people outside the workspace.',
    ],
    decisions: ['Ship CSV export in the next release', 'Pause the referral experiment', 'Move the pricing test to December'],
    actions: ['Draft the release notes for export', 'Pull the funnel numbers for last month', 'Schedule five customer interviews'],
  },
  {
    titles: ['Sprint planning', 'Backlog grooming', 'Sprint retro'],
    tags: ['Engineering', 'Planning'],
    withGuest: false,
    points: [
      'The flaky integration tests cost us about a day last sprint.',
      'We carried over two stories because the API contract changed late.',
      'Pairing on the migration worked well and we want to keep doing it.',
      'The on-call rotation needs one more person before the holidays.',
      'Our estimate for the search indexer was off by a factor of two.',
    ],
    decisions: ['Timebox the migration spike to three days', 'Adopt the new review checklist', 'Freeze the schema until Friday'],
    actions: ['Fix the flaky checkout test', 'Write the migration runbook', 'Update the on-call calendar'],
  },
  {
    titles: ['Customer call — Northwind', 'Quarterly business review', 'Renewal discussion'],
    tags: ['Customer', 'Sales'],
    withGuest: true,
    points: [
      'Northwind wants single sign-on before they roll out to the whole company.',
      'They are happy with the summaries but the transcripts need speaker names.',
      'Their legal team asked where recordings are stored and for how long.',
      'Usage doubled since the last review, mostly in the support team.',
      'They would pay for an integration with their ticketing system.',
    ],
    decisions: ['Offer a pilot of single sign-on', 'Send the data retention policy', 'Agree on a renewal date in January'],
    actions: ['Send the security questionnaire', 'Share the retention policy', 'Set up the SSO pilot'],
  },
  {
    titles: ['Incident review: API latency', 'Postmortem: login outage', 'Reliability review'],
    tags: ['Incident', 'Engineering'],
    withGuest: false,
    points: [
      'Latency spiked when the cache cluster failed over at 02:14.',
      'Alerts fired but paged the wrong rotation for twenty minutes.',
      'Rolling back the config change restored service within the hour.',
      'We lacked a dashboard for queue depth, which slowed the diagnosis.',
      'Customers noticed mostly through slow transcript processing.',
    ],
    decisions: ['Add a queue depth alert', 'Require two reviewers for config changes', 'Run a failover drill monthly'],
    actions: ['Add the queue depth dashboard', 'Fix the paging rules', 'Write the customer-facing incident note'],
  },
  {
    titles: ['Design critique: onboarding flow', 'Design review', 'UX research readout'],
    tags: ['Design', 'Product'],
    withGuest: false,
    points: [
      'People skip the second onboarding step because it looks optional.',
      'The empty state of the meetings list does not explain what to do next.',
      'Dark mode contrast on the tag chips is below what we aim for.',
      'Participants liked seeing action items right under the summary.',
      'The search results need more context around each match.',
    ],
    decisions: ['Merge steps two and three', 'Rewrite the empty states', 'Raise chip contrast'],
    actions: ['Prototype the merged onboarding step', 'Audit colour contrast', 'Write new empty state copy'],
  },
  {
    titles: ['Hiring debrief — Backend engineer', 'Interview loop sync', 'Candidate chat'],
    tags: ['Hiring'],
    withGuest: true,
    points: [
      'The candidate was strong on system design and clear about trade-offs.',
      'The take-home was solid but light on tests.',
      'We need a second opinion on the frontend skills.',
      'Their notice period is six weeks.',
      'The team would like someone who has run on-call before.',
    ],
    decisions: ['Move to a final round', 'Ask for a pairing session', 'Send an offer by Friday'],
    actions: ['Collect the written feedback', 'Book the final round', 'Check references'],
  },
  {
    titles: ['1:1', 'Weekly 1:1', 'Career conversation'],
    tags: ['1:1'],
    withGuest: false,
    points: [
      'Workload is fine but context switching is tiring.',
      'Interested in leading the next discovery project.',
      'Would like more feedback on written proposals.',
      'Planning time off in the second half of December.',
      'The mentoring sessions are helping a lot.',
    ],
    decisions: ['Take the lead on discovery', 'Review one proposal together each month'],
    actions: ['Share the discovery brief', 'Book the proposal review', 'Update the growth plan'],
  },
];

export const smallTalk = [
  'Can everyone hear me okay?',
  'Let me share my screen.',
  'Sorry, I was on mute.',
  'Good point, let us come back to that.',
  'I can take that one.',
  'Does anyone have questions before we move on?',
  'Let us keep this short today.',
  'Thanks, that is really helpful.',
  'I will follow up in the channel.',
  'Makes sense to me.',
];

/** Tag colours as a real service might send them: some valid CSS colours, some not. */
export const tagColors: Record<string, string | null> = {
  Product: '#4f46e5',
  Planning: 'rgb(14 116 144)',
  Engineering: '#0f766e',
  Customer: 'tomato',
  Sales: 'hsl(32 95% 44%)',
  Incident: '#dc2626',
  Design: 'not-a-colour',
  Hiring: '',
  '1:1': null,
};
