import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import { FormattedMessage } from 'react-intl';
import { requisitesMessages } from './messages';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';

// Requisites are short formatted text: anything beyond simple markup is dropped.
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'span', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href', 'title'],
};

/** HTML from the API, made safe to show. */
export function sanitizeRequisites(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

/** The requisites modal (SPEC.md section 2): every cafe's legal details in the current language. */
const Requisites = observer(function Requisites() {
  const { catalogue } = useStores();
  const locale = useLocale();
  useEffect(() => {
    if (catalogue.cafes.length === 0) void catalogue.loadCafes();
  }, [catalogue]);
  const cafes = catalogue.cafes.filter((cafe) => pick(cafe.requisitesHtml, locale).trim() !== '');

  return (
    <Box data-testid="requisites-modal">
      {cafes.length === 0 &&
        (catalogue.cafesStatus === 'error' ||
        (catalogue.cafesStatus !== 'loading' && catalogue.menuStatus === 'error') ? (
          <Typography sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...requisitesMessages.error} />
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
            <CircularProgress aria-label="…" />
          </Box>
        ))}
      <Stack divider={<Divider />} sx={{ gap: 2.5 }}>
        {cafes.map((cafe) => (
          <Box
            component="section"
            key={cafe.id}
            data-cafe-id={cafe.id}
            aria-labelledby={`requisites-${cafe.id}`}
          >
            <Typography id={`requisites-${cafe.id}`} component="h3" variant="h5" sx={{ mb: 0.75 }}>
              {pick(cafe.name, locale)}
            </Typography>
            <Box
              sx={{
                fontSize: 14.5,
                color: 'text.secondary',
                '& p': { m: 0 },
                '& strong': { color: 'text.primary' },
              }}
              dangerouslySetInnerHTML={{ __html: sanitizeRequisites(pick(cafe.requisitesHtml, locale)) }}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
});

export default Requisites;
