import type { Random } from './random';
import type { Topic } from './topics';

export interface WrittenSummary {
  markdown: string;
  html: string;
  short: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A summary in the service's usual layout: headings, bullet and numbered lists, and an owners table. */
export function writeSummary(random: Random, topic: Topic, owners: string[]): WrittenSummary {
  const points = random.sample(topic.points, 3);
  const decisions = random.sample(topic.decisions, 2);
  const actions = random.sample(topic.actions, Math.min(3, owners.length + 1));
  const short = `${points[0] ?? ''} The group agreed to ${(decisions[0] ?? 'follow up').toLowerCase()}.`;
  const rows = actions.map((action, i) => [
    owners[i % owners.length] ?? 'Unassigned',
    action,
    random.pick(['Mon', 'Wed', 'Fri', 'Next week']),
  ]);

  const markdown = [
    '## Overview',
    short,
    '',
    '## Key points',
    ...points.map((p) => `- ${p}`),
    '',
    '## Decisions',
    ...decisions.map((d, i) => `${i + 1}. **${d}**`),
    '',
    '## Action items',
    '| Owner | Task | Due |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

  const html = [
    '<h2>Overview</h2>',
    `<p>${escapeHtml(short)}</p>`,
    '<h2>Key points</h2>',
    `<ul>${points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`,
    '<h2>Decisions</h2>',
    `<ol>${decisions.map((d) => `<li><strong>${escapeHtml(d)}</strong></li>`).join('')}</ol>`,
  ].join('');

  return { markdown, html, short };
}
