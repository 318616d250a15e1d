import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { saveDb, type MockDb } from '../db';
import { cancelOrder, ordersOf } from '../handlers/order';

/** The tab's orders with a "cancel" each, as the shop's operator would cancel one (the /spasibo cancelled state). */
export function OrdersSection({ db, storage }: { db: MockDb; storage: Storage }) {
  const [, setVersion] = useState(0);
  const orders = [...ordersOf(db)].reverse();
  return (
    <Box data-testid="qa-orders">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700, fontSize: 13 }}>Orders of this tab</Typography>
        <Button size="small" onClick={() => setVersion((v) => v + 1)}>
          refresh
        </Button>
      </Stack>
      {orders.length === 0 && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>No orders yet.</Typography>
      )}
      {orders.map((order) => (
        <Stack
          key={order.orderId}
          direction="row"
          data-testid="qa-order"
          data-order-id={order.orderId}
          sx={{ alignItems: 'center', gap: 1, py: 0.5, fontSize: 13 }}
        >
          <Typography sx={{ flex: 1, fontSize: 13, fontFamily: 'monospace' }}>
            №{order.orderId} · {order.payment} · {order.status} · {order.total} р.
          </Typography>
          <Button
            size="small"
            color="error"
            data-testid={`qa-cancel-${order.orderId}`}
            disabled={order.status === 'cancelled'}
            onClick={() => {
              cancelOrder(db, order.orderId);
              saveDb(storage, db);
              setVersion((v) => v + 1);
            }}
          >
            cancel
          </Button>
        </Stack>
      ))}
    </Box>
  );
}
