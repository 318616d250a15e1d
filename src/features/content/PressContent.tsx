import { observer } from 'mobx-react-lite';
import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { InfoTextView } from '@/components/InfoTextView';
import { useLocale } from '@/components/useLocale';
import { pressText } from '@/content/info';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { ContentState } from './ContentState';
import { useEventDate } from './EventCard';
import type { PressItem } from '@/domain/content';
import { m as msg } from './messages';

function PressEntry({ item }: { item: PressItem }) {
  const locale = useLocale();
  const date = useEventDate(item.date);
  return (
    <Box
      component="li"
      data-testid="press-item"
      data-press-id={item.id}
      sx={{ py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Typography sx={{ fontSize: 13, color: 'secondary.main', fontWeight: 700 }}>
        {item.outlet} · <time dateTime={item.date}>{date}</time>
      </Typography>
      {item.url ? (
        <Link
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ fontWeight: 600, color: 'text.primary' }}
        >
          {pick(item.title, locale)}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 600 }}>{pick(item.title, locale)}</Typography>
      )}
    </Box>
  );
}

/** The press modal: the press contacts and the publications about us. */
const PressContent = observer(function PressContent() {
  const { content } = useStores();
  const items = [...content.press].sort((a, b) => b.date.localeCompare(a.date));
  // Without the backend's press list (no getContent call) the shipped press contacts stand alone.
  const listed = !content.isUnavailable('press');
  return (
    <>
      <InfoTextView text={pressText} />
      {listed && (
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18, mt: 3, mb: 1 }}>
          <FormattedMessage {...msg.publications} />
        </Typography>
      )}
      <ContentState type="press" skeleton="text">
        <Box component="ul" data-testid="press-list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <PressEntry key={item.id} item={item} />
          ))}
        </Box>
      </ContentState>
    </>
  );
});
export default PressContent;
