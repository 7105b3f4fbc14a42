import { fireEvent, screen } from '@testing-library/react';

/** The date filter's From and To fields, shown first by "Any date" where no range is set. */
export async function dateFields(): Promise<{ from: HTMLElement; to: HTMLElement }> {
  const show = screen.queryByRole('button', { name: 'Any date' });
  if (show) fireEvent.click(show);
  return { from: await screen.findByLabelText('From'), to: screen.getByLabelText('To') };
}
