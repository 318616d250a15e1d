import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { closeToast, Toaster, toast } from './toast';

vi.mock('notistack', async (original) => ({
  ...(await original<object>()),
  closeSnackbar: vi.fn(),
  enqueueSnackbar: vi.fn(),
}));

const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

// The module's state (the host asked for, then mounted) lives as long as the file: the tests run in this order.
describe('toast and closeToast', () => {
  it('have nothing to close before the first toast was asked for', async () => {
    closeToast('cart-added-0');
    await aWhile();
    expect(closeSnackbar).not.toHaveBeenCalled();
  });

  it('wait for the host; a toast closed before it mounted never shows, the others do', async () => {
    toast('Added', { key: 'cart-added-1' });
    toast('Reminder', { key: 'cart-reminder-2' });
    closeToast('cart-added-1');
    await aWhile();
    expect(enqueueSnackbar).not.toHaveBeenCalled();
    render(<Toaster />);
    await waitFor(
      () => expect(enqueueSnackbar).toHaveBeenCalledWith('Reminder', { key: 'cart-reminder-2' }),
      { timeout: 5000 },
    );
    expect(enqueueSnackbar).toHaveBeenCalledTimes(1);
    expect(closeSnackbar).not.toHaveBeenCalled();
  });

  it('close a shown toast through notistack', async () => {
    toast('Added', { key: 'cart-added-3' });
    await waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledTimes(2));
    closeToast('cart-added-3');
    await waitFor(() => expect(closeSnackbar).toHaveBeenCalledWith('cart-added-3'));
    // Closed in the same task as it was asked for, even on a mounted host: never shown.
    toast('Added', { key: 'cart-added-4' });
    closeToast('cart-added-4');
    await aWhile();
    expect(enqueueSnackbar).toHaveBeenCalledTimes(2);
    expect(closeSnackbar).toHaveBeenCalledTimes(1);
  });
});
