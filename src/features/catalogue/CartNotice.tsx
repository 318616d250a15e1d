import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useStores } from '@/stores/context';
import { m } from './messages';

/** A note under an add-to-cart button that offers to open the cart (a cake added, or why a product cannot be). */
export function CartNotice({
  severity,
  testId,
  id,
  children,
}: {
  severity: 'info' | 'success';
  testId: string;
  id?: string;
  children: ReactNode;
}) {
  const { cart } = useStores();
  return (
    <Alert
      severity={severity}
      id={id}
      data-testid={testId}
      action={
        <Button color="inherit" onClick={cart.open}>
          <FormattedMessage {...m.openCart} />
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
