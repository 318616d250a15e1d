import { configure } from 'mobx';
import type { ApiClient } from '@/api/client';
import type { AppConfig } from '@/config/env';
import { AuthStore } from './AuthStore';
import { CartStore } from './CartStore';
import { ContentStore } from './ContentStore';
import { PresentsStore } from './PresentsStore';
import { PromoStore } from './PromoStore';
import { CatalogueStore } from './CatalogueStore';
import { UiStore } from './UiStore';
import { browserLocal, browserSession, type SafeStorage } from './storage';

configure({ enforceActions: 'always' });

/** A feature's store: made from the RootStore it belongs to. */
type FeatureStore<T> = new (root: RootStore) => T;

export type RootStoreDeps = {
  api: ApiClient;
  config: AppConfig;
  local?: SafeStorage;
  session?: SafeStorage;
};

/** Owns every store and hands itself to each; built once in main.tsx (or per test) and provided through context. */
export class RootStore {
  readonly api: ApiClient;
  readonly config: AppConfig;
  readonly local: SafeStorage;
  readonly session: SafeStorage;
  /** The menu tree, cafes, stop-delivery and session token the server sends. */
  readonly catalogue: CatalogueStore;
  /** Modals, banners, consent, the promo popup, the cart panel, the route's locale. */
  readonly ui: UiStore;
  readonly auth: AuthStore;
  readonly cart: CartStore;
  readonly presents: PresentsStore;
  readonly promo: PromoStore;
  readonly content: ContentStore;
  private readonly features = new Map<FeatureStore<unknown>, unknown>();

  constructor(deps: RootStoreDeps) {
    this.api = deps.api;
    this.config = deps.config;
    this.local = deps.local ?? browserLocal;
    this.session = deps.session ?? browserSession;
    this.catalogue = new CatalogueStore(this);
    this.ui = new UiStore(this);
    this.auth = new AuthStore(this);
    this.cart = new CartStore(this);
    this.presents = new PresentsStore(this);
    this.promo = new PromoStore(this);
    this.content = new ContentStore(this);
  }

  /**
   * The store of one feature (the feedback form, the address suggestions, the checkout, an order's status): made
   * the first time the feature asks for it, then the same one. Its module comes with the feature's code, so it
   * stays out of the first JavaScript of the pages that do not use it.
   */
  feature<T>(Store: FeatureStore<T>): T {
    let store = this.features.get(Store) as T | undefined;
    if (!store) {
      store = new Store(this);
      this.features.set(Store, store);
    }
    return store;
  }
}
