import { forwardRef } from 'react';
import { Link as MuiLink, type LinkProps as MuiLinkProps } from '@mui/material';
import { Link, type LinkProps } from 'react-router';

export type AppLinkProps = Omit<MuiLinkProps, 'href'> & { to: LinkProps['to'] };

/** An MUI link that navigates inside the app; build `to` with getHref(). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  return <MuiLink ref={ref} component={Link} to={to} {...rest} />;
});
