import { describe, expect, it } from 'vitest';
import { turnOfItem } from '@/features/meetings/model/item-turn';
import { parseTranscript } from '@/features/meetings/model/parse-transcript';

const turns = parseTranscript('**Alex**\nLet us start.\n\n**Priya**\nI’ll take that: draft the  Q4 hiring plan.\n\n**Alex**\nThanks.');

describe('the turn an action item was said in', () => {
  it('is the first turn holding its text, case, spacing and a final full stop aside, numbered from 1', () => {
    expect(turnOfItem('Draft the Q4 hiring plan.', turns)).toBe(2);
  });

  it('is unknown when the transcript does not show it, or the item is too short to tell', () => {
    expect(turnOfItem('Book the offsite venue', turns)).toBeNull();
    expect(turnOfItem('Thanks', turns)).toBeNull();
    expect(turnOfItem(null, turns)).toBeNull();
  });
});
