import { observer } from 'mobx-react-lite';
import { useProgressShown } from '@/components/useProgressShown';
import { PROGRESS_DURATION_MS, PROGRESS_HEIGHT_PX } from '@/domain/constants';
import { pendingPages } from '../pageLoading';
import css from './shell.module.css';

/**
 * The route progress bar of SPEC.md section 9: 2 px high, appears only when loading lasts longer than
 * the 200 ms throttle, and creeps to 90 % over 5000 ms.
 */
export const ProgressBar = observer(function ProgressBar() {
  const visible = useProgressShown(pendingPages.get() > 0);
  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label="loading"
      data-testid="progress-bar"
      data-visible={visible ? 'true' : 'false'}
      className={css.progress}
      style={{
        height: PROGRESS_HEIGHT_PX,
        width: visible ? '90%' : '0%',
        opacity: visible ? 1 : 0,
        transition: visible
          ? `width ${PROGRESS_DURATION_MS}ms cubic-bezier(.1,.7,.3,1), opacity .2s`
          : 'opacity .2s',
      }}
    />
  );
});
