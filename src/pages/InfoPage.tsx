import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouterLink } from '@/components/RouterLink';
import { pageHref, type StaticRouteName } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';

type Props = {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  links: { route: StaticRouteName; label: MessageDescriptor }[];
  children?: ReactNode;
  testId?: string;
};

/** A text page: title, the section's text and the links onward. */
export function InfoPage({ title, lead, links, children, testId }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell title={intl.formatMessage(title)} lead={intl.formatMessage(lead)} maxWidth="md" testId={testId}>
      {children}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        {links.map((link, i) => (
          <Button key={link.route} component={RouterLink} to={pageHref(link.route, locale)} variant={i === 0 ? 'contained' : 'outlined'}>
            {intl.formatMessage(link.label)}
          </Button>
        ))}
      </Stack>
    </PageShell>
  );
}
