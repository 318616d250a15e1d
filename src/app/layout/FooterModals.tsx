import { lazy, Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { CircularProgress, Box } from '@mui/material';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { InfoTextView } from '@/components/InfoTextView';
import { Modal } from '@/components/Modal';
import { useLocale } from '@/components/useLocale';
import { confText, partnershipText, paymentText, type InfoText } from '@/content/info';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import type { SiteModal } from '@/stores/UiStore';

const texts: Partial<Record<SiteModal, InfoText>> = {
  partnership: partnershipText,
  conf: confText,
  payment: paymentText,
};

/** Modals whose content is a feature of its own, loaded when first opened. */
const featureModals: Partial<Record<SiteModal, { title: MessageDescriptor; Content: ComponentType }>> = {
  // The press text with the list of publications (getContent.php?type=press).
  press: {
    title: defineMessage({ id: 'footer.press', defaultMessage: 'Для прессы' }),
    Content: lazy(() => import('@/features/content/PressContent')),
  },
  feedback: {
    title: defineMessage({ id: 'footer.feedback', defaultMessage: 'Отзывы и предложения' }),
    Content: lazy(() => import('@/features/feedback/FeedbackForm')),
  },
  requisites: {
    title: defineMessage({ id: 'footer.requisites', defaultMessage: 'Реквизиты' }),
    Content: lazy(() => import('@/features/feedback/Requisites')),
  },
};

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
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
            <CircularProgress aria-label="…" />
          </Box>
        }
      >
        <Content />
      </Suspense>
    </Modal>
  );
});
export default FooterModals;
