import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { Toaster, toast } from './toast';

vi.mock('notistack', async (original) => ({
  ...(await original<object>()),
  enqueueSnackbar: vi.fn(),
}));

const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('toast', () => {
  it('waits for the host, then shows the toasts asked for in the order they were asked for', async () => {
    toast('Reminder', { key: 'cart-reminder-1' });
    toast('Removed', { key: 'cart-removed-2' });
    await aWhile();
    expect(enqueueSnackbar).not.toHaveBeenCalled();
    render(<Toaster />);
    await waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(vi.mocked(enqueueSnackbar).mock.calls.map(([message]) => message)).toEqual([
      'Reminder',
      'Removed',
    ]);
    // Once the host is there, a toast only shows itself.
    toast('Logged out');
    await waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledTimes(3));
  });
});
