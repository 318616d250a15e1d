import { forwardRef } from 'react';
import { RouterLink, type RouterLinkProps } from '@/components/RouterLink';
import { Link as MuiLink, type LinkProps as MuiLinkProps } from '@mui/material';

export type AppLinkProps = Omit<MuiLinkProps, 'href'> & { to: RouterLinkProps['to'] };

/** An MUI link that navigates inside the app; build `to` with getHref(). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  return <MuiLink ref={ref} component={RouterLink} to={to} {...rest} />;
});
