import ui from './ui.module.css';
import css from './PageSkeleton.module.css';

/** What shows while a page's code is still on its way (a slow network): the shape of a page, a heading and cards, not a blank body. */
export function PageSkeleton() {
  const block = `${ui.skeleton} ${ui.skeletonRounded}`;
  return (
    <div className={`${ui.container} ${ui.lg} ${css.page}`} data-testid="page-skeleton" aria-busy="true">
      <span className={`${block} ${css.heading}`} />
      <span className={`${block} ${css.lead}`} />
      <div className={css.cards}>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`${block} ${css.card}`} />
        ))}
      </div>
    </div>
  );
}
