import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotifications } from '@/components/notifications';
import { sentence } from '@/components/sentence';

/**
 * A notice shown before the code of its controls has loaded (on a slow device, the first deletion can
 * come that soon): a module graph of its own, so that code is not loaded yet when the notice renders.
 */

function Deleting({ onHold }: { onHold: (held: boolean) => void }) {
  const { notify } = useNotifications();
  useEffect(() => {
    notify({
      message: sentence`“Weekly sync” will be deleted in 5 seconds.`,
      countdown: { to: Date.now() + 5_000, say: () => sentence`“Weekly sync” will be deleted in 5 seconds.` },
      action: { label: 'Undo', onAction: () => undefined },
      onHold,
    });
  }, [notify, onHold]);
  return null;
}

describe('a notice whose controls have not loaded yet', () => {
  it('holds its countdown while the pointer is on it, as the loaded one does', () => {
    const onHold = vi.fn<(held: boolean) => void>();
    render(
      <NotificationsProvider>
        <Deleting onHold={onHold} />
      </NotificationsProvider>,
    );
    const notice = screen.getByRole('listitem');
    expect(notice).toHaveTextContent('“Weekly sync” will be deleted in 5 seconds.');
    fireEvent.mouseEnter(notice);
    expect(onHold).toHaveBeenLastCalledWith(true);
    fireEvent.mouseLeave(notice);
    expect(onHold).toHaveBeenLastCalledWith(false);
  });
});
