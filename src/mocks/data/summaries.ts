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

/** An action item as the summary's table names it. */
export interface SummaryAction {
  owner: string | null;
  task: string;
}

/**
 * A summary in the service's usual layout: headings, bullet and numbered lists, and a table of the
 * meeting's own action items, given once they are drawn (none: no table, as the Action items section
 * then says none were found). The short summary is shown above the Markdown, which does not repeat it.
 */
export function writeSummary(random: Random, topic: Topic, owners: string[]): (actionItems: readonly SummaryAction[]) => WrittenSummary {
  const points = random.sample(topic.points, 3);
  const decisions = random.sample(topic.decisions, 2);
  // Drawn as ever (the table lists the meeting's tasks now), so the rest of the seeded data stays as it was.
  const dues = random.sample(topic.actions, Math.min(3, owners.length + 1)).map(() => random.pick(['Mon', 'Wed', 'Fri', 'Next week']));
  const short = `${points[0] ?? ''} The group agreed to ${(decisions[0] ?? 'follow up').toLowerCase()}.`;

  return (actionItems) => {
    const rows = actionItems.map(({ owner, task }, i) => [owner ?? 'Unassigned', task, dues[i % dues.length] ?? 'Next week']);
    const markdown = [
      '## Key points',
      ...points.map((p) => `- ${p}`),
      '',
      '## Decisions',
      ...decisions.map((d, i) => `${i + 1}. **${d}**`),
      ...(rows.length > 0
        ? ['', '## Action items', '| Owner | Task | Due |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.join(' | ')} |`)]
        : []),
    ].join('\n');
    const html = [
      '<h2>Key points</h2>',
      `<ul>${points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`,
      '<h2>Decisions</h2>',
      `<ol>${decisions.map((d) => `<li><strong>${escapeHtml(d)}</strong></li>`).join('')}</ol>`,
    ].join('');

    return { markdown, html, short };
  };
}
