import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { InfoTextView } from '@/components/InfoTextView';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useLocale } from '@/components/useLocale';
import { confText, partnershipText, paymentText, type InfoText } from '@/content/info';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import type { SiteModal } from '@/stores/UiStore';
import { lazyPreload, lazyThemed, type Preloadable } from '@/theme/lazyThemed';
import { m } from './footer.messages';
import css from './footer.module.css';

const texts: Partial<Record<SiteModal, InfoText>> = {
  partnership: partnershipText,
  conf: confText,
  payment: paymentText,
};

/**
 * Modals whose content is a feature of its own. The feedback form and the requisites are plain elements and load with
 * this module (loadFeatureModals); the press list shares the content pages' MUI parts, so it brings the theme, and
 * loads when its link is pointed at, touched or focused, or as it opens (loadModalContent).
 */
const featureModals: Partial<
  Record<
    SiteModal,
    {
      title: MessageDescriptor;
      Content: Preloadable<object>;
      /** Its content loads when its link is pointed at, touched or focused, not with this module. */
      onIntent?: true;
    }
  >
> = {
  // The press text with the list of publications (getContent.php?type=press).
  press: {
    title: m.press,
    Content: lazyThemed(() => import('@/features/content/PressContent')),
    onIntent: true,
  },
  feedback: {
    title: m.feedback,
    Content: lazyPreload(() => import('@/features/feedback/FeedbackForm')),
  },
  requisites: {
    title: m.requisites,
    Content: lazyPreload(() => import('@/features/feedback/Requisites')),
  },
};

/** Loads the content of the feature modals not loaded on intent: such a modal opens with its content in the same commit. */
export const loadFeatureModals = () =>
  Promise.all(
    Object.values(featureModals)
      .filter((modal) => !modal.onIntent)
      .map(({ Content }) => Content.preload()),
  );

/** Starts loading the content of one modal (the press list's, with MUI and its theme). */
export const loadModalContent = (name: SiteModal) => void featureModals[name]?.Content.preload();

/** The footer modals of SPEC.md section 2: open to a named variant, close on a close event. */
const FooterModals = observer(function FooterModals() {
  const { ui } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const name = ui.remodalStatus;
  if (!name) return null;
  const text = texts[name];
  if (text) {
    return (
      <Modal open onClose={ui.closeModal} title={pick(text.title, locale)} testId={`modal-${name}`}>
        <InfoTextView text={text} />
      </Modal>
    );
  }
  const feature = featureModals[name];
  if (!feature) return null;
  const { Content } = feature;
  return (
    <Modal open onClose={ui.closeModal} title={intl.formatMessage(feature.title)} testId={`modal-${name}`}>
      {/* The plain contents load with this module (LazyFooterModals waits for loadFeatureModals); the press list's
          may still be on its way. */}
      <Suspense
        fallback={<Spinner label={intl.formatMessage(m.modalLoading)} className={css.modalLoading} />}
      >
        <Content />
      </Suspense>
    </Modal>
  );
});
export default FooterModals;
