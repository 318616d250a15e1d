import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { closeSnackbar } from 'notistack';
import { closeToast, mountToaster, Toaster } from './toast';

vi.mock('notistack', async (original) => ({ ...(await original<object>()), closeSnackbar: vi.fn() }));

describe('closeToast', () => {
  it('waits for the toast host: notistack can close a toast only once its provider has mounted', async () => {
    closeToast('cart-added-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closeSnackbar).not.toHaveBeenCalled();
    mountToaster();
    render(<Toaster />);
    await waitFor(() => expect(closeSnackbar).toHaveBeenCalledWith('cart-added-1'), { timeout: 5000 });
  });
});
