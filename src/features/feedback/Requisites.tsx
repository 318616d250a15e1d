import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import DOMPurify from 'dompurify';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '@/components/Spinner';
import { join } from '@/components/plain';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { requisitesMessages } from './messages';
import css from './Requisites.module.css';

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
    <div data-testid="requisites-modal">
      {cafes.length === 0 &&
        (catalogue.cafesStatus === 'error' ||
        (catalogue.cafesStatus !== 'loading' && catalogue.menuStatus === 'error') ? (
          <p className={join(ui.text, ui.soft)}>
            <FormattedMessage {...requisitesMessages.error} />
          </p>
        ) : (
          <div className={css.waiting}>
            <Spinner label="…" />
          </div>
        ))}
      {cafes.map((cafe) => (
        <section
          key={cafe.id}
          className={css.cafe}
          data-cafe-id={cafe.id}
          aria-labelledby={`requisites-${cafe.id}`}
        >
          <h3 id={`requisites-${cafe.id}`} className={css.name}>
            {pick(cafe.name, locale)}
          </h3>
          <div
            className={css.details}
            dangerouslySetInnerHTML={{ __html: sanitizeRequisites(pick(cafe.requisitesHtml, locale)) }}
          />
        </section>
      ))}
    </div>
  );
});

export default Requisites;
