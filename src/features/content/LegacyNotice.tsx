import { Link } from 'react-router';
import { Alert, Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { m } from './messages';

/** The visible "legacy" notice of every /old_pages page, with a link to the current version. */
export function LegacyNotice({ currentHref }: { currentHref?: string }) {
  return (
    <Alert
      severity="warning"
      data-testid="legacy-notice"
      sx={{ mb: 4, alignItems: 'center' }}
      action={
        currentHref ? (
          <Button component={Link} to={currentHref} color="inherit" variant="outlined" size="small">
            <FormattedMessage {...m.current} />
          </Button>
        ) : undefined
      }
    >
      <FormattedMessage {...m.notice} />
    </Alert>
  );
}
