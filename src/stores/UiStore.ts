import { makeAutoObservable } from 'mobx';
import type { Locale } from '@/domain/types';
import { persistProperty, type Codec } from './persist';
import type { RootStore } from './RootStore';
import { LOCAL_KEYS } from './storage';

/** The footer and info modals of SPEC.md section 2, opened by name. */
export type SiteModal = 'press' | 'partnership' | 'feedback' | 'conf' | 'payment' | 'requisites';

/** Which part of the side cart panel shows: the panel opens first, the basket view on the next tick. */
export type CartView = 'closed' | 'panel' | 'cart' | 'gifts';

/** A flag kept as the key's presence (`'1'` when set, no key when not). */
const presenceCodec: Codec<boolean> = { decode: () => true, encode: (on) => (on ? '1' : null) };
/** `isPromoPage`: 1 on the promo layout, 0 on the others (SPEC.md section 3). */
const zeroOneCodec: Codec<boolean> = { decode: (raw) => raw === '1', encode: (on) => (on ? '1' : '0') };

/**
 * What the page shows around the content: the locale of the route, the open modal, the login form, the
 * banners, cookie consent, the promo popup, the side cart panel and the menu's active category.
 * Consent, the promo popup and the promo layout flag live in local storage (SPEC.md section 3).
 */
export class UiStore {
  /** The route's locale (the `/en` prefix), set by LocaleRoot; stores send it as `lang`. */
  locale: Locale = 'ru';
  activeCategory: number | null = null;
  showLoginForm = false;
  remodalStatus: SiteModal | null = null;
  cookiesAccepted = false;
  deliveryBannerClosed = false;
  isPromoPage = false;
  showOneOpenModal = false;
  cartView: CartView = 'closed';
  private cartViewTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UiStore, 'root' | 'cartViewTimer'>(
      this,
      { root: false, cartViewTimer: false },
      { autoBind: true },
    );
    persistProperty(this, 'cookiesAccepted', LOCAL_KEYS.confirmCookiesModal, root.local, presenceCodec);
    persistProperty(this, 'showOneOpenModal', LOCAL_KEYS.showOneOpenModal, root.local, presenceCodec);
    persistProperty(this, 'isPromoPage', LOCAL_KEYS.isPromoPage, root.local, zeroOneCodec);
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }

  setActiveCategory(id: number | null): void {
    this.activeCategory = id;
  }

  setShowLoginForm(show: boolean): void {
    this.showLoginForm = show;
  }

  openModal(name: SiteModal): void {
    this.remodalStatus = name;
  }

  closeModal(): void {
    this.remodalStatus = null;
  }

  acceptCookies(): void {
    this.cookiesAccepted = true;
  }

  closeDeliveryBanner(): void {
    this.deliveryBannerClosed = true;
  }

  /** The delivery banner hides when closed or when deliveries are stopped. */
  get showDeliveryBanner(): boolean {
    return !this.deliveryBannerClosed && !this.root.catalogue.stopDelivery;
  }

  /** `isPromoPage` is 1 in local storage on the promo layout, 0 on the others. */
  setPromoPage(promo: boolean): void {
    this.isPromoPage = promo;
  }

  markPromoPopupShown(): void {
    this.showOneOpenModal = true;
  }

  /** Whether the side cart panel is open (CartStore.open and close move it, with the cart's rules). */
  get cartOpen(): boolean {
    return this.cartView !== 'closed';
  }

  /** Opens the panel, then the basket view on the next tick. */
  openCartPanel(): void {
    this.cartView = 'panel';
    clearTimeout(this.cartViewTimer);
    this.cartViewTimer = setTimeout(() => this.showBasket(), 0);
  }

  closeCartPanel(): void {
    clearTimeout(this.cartViewTimer);
    this.cartView = 'closed';
  }

  /** The basket view inside the open panel. */
  showBasket(): void {
    if (this.cartOpen) this.cartView = 'cart';
  }

  /** The gift choice view inside the open panel. */
  showGifts(): void {
    if (this.cartOpen) this.cartView = 'gifts';
  }
}
