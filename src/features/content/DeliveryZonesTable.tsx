import { observer } from 'mobx-react-lite';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import type { DeliveryZone } from '@/domain/content';
import { pick } from '@/domain/types';
import { palette } from '@/theme/theme';
import { m as msg } from './messages';

/** The delivery zones: price, minimum order and time; a table on desktop, cards on phones. */
export const DeliveryZonesTable = observer(function DeliveryZonesTable({ zones }: { zones: DeliveryZone[] }) {
  const locale = useLocale();
  return (
    <>
      <TableContainer
        data-testid="delivery-zones"
        sx={{
          display: { xs: 'none', sm: 'block' },
          borderRadius: '18px',
          border: `1px solid ${palette.divider}`,
          bgcolor: 'background.paper',
        }}
      >
        <Table>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'tint.latte' } }}>
              <TableCell>
                <FormattedMessage {...msg.zone} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...msg.price} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...msg.minOrder} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...msg.time} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {zones.map((zone) => (
              <TableRow
                key={zone.name.ru}
                data-testid="delivery-zone"
                sx={{ '&:last-child td': { border: 0 } }}
              >
                <TableCell sx={{ fontWeight: 600 }}>{pick(zone.name, locale)}</TableCell>
                <TableCell align="right">
                  <Money value={zone.price} />
                </TableCell>
                <TableCell align="right">
                  <Money value={zone.minOrder} />
                </TableCell>
                <TableCell align="right">{pick(zone.time, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        component="ul"
        sx={{ display: { xs: 'grid', sm: 'none' }, gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {zones.map((zone) => (
          <Box
            component="li"
            key={zone.name.ru}
            data-testid="delivery-zone-card"
            sx={{
              p: 2,
              borderRadius: '18px',
              bgcolor: 'background.paper',
              border: `1px solid ${palette.divider}`,
            }}
          >
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{pick(zone.name, locale)}</Typography>
            <Typography sx={{ fontSize: 15, color: 'text.secondary' }}>
              <FormattedMessage
                {...msg.zoneLine}
                values={{
                  price: <Money value={zone.price} />,
                  min: <Money value={zone.minOrder} />,
                  time: pick(zone.time, locale),
                }}
              />
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
});
