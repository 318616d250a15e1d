import { lazyThemed } from '@/theme/lazyThemed';

/**
 * The gift choice (MUI's radio cards, with the theme), the cart panel's second view. Its code loads as its button
 * shows (`GiftSection`), so the panel itself, opened at a tap, carries no MUI.
 */
export const GiftChoice = lazyThemed(() => import('./GiftChoiceView'));
