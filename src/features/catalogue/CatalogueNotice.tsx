import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

type Props = {
  severity: 'info' | 'warning';
  testId: string;
  children: ReactNode;
  action?: { label: ReactNode; onClick: () => void; inherit?: boolean };
};

/** A catalogue notice (failed, empty, nothing found): MUI's Alert, loaded only when one is shown. */
export default function CatalogueNotice({ severity, testId, children, action }: Props) {
  return (
    <Alert
      severity={severity}
      data-testid={testId}
      action={
        action && (
          <Button color={action.inherit ? 'inherit' : 'primary'} onClick={action.onClick}>
            {action.label}
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}
