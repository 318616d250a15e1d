import { flow, makeAutoObservable, observableRef } from 'mobx';
import { fetchCafes, fetchMenuCatalog } from '@/api/catalogue';
import { isApiError } from '@/api/errors';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import { isPickableCafe } from '@/domain/menu';
import type { Cafe, Category, MenuData } from '@/domain/types';
import type { RootStore } from './RootStore';
import { sameData } from './sameData';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What the server says the shop offers (menu_catalog.php, getCafes.php): the menu tree, the cafes, stop-delivery and the session token. */
export class CatalogueStore {
  token = '';
  categories: Category[] = [];
  cafes: Cafe[] = [];
  cafesStatus: LoadStatus = 'idle';
  menuStatus: LoadStatus = 'idle';
  menuError: string | null = null;
  stopDelivery = false;

  constructor(private readonly root: RootStore) {
    // The menu tree and cafes are server data replaced as a whole, never edited in place:
    // kept as plain objects (observableRef), which keeps a 500-product menu fast to render.
    makeAutoObservable<CatalogueStore, 'root'>(
      this,
      { root: false, categories: observableRef, cafes: observableRef },
      { autoBind: true },
    );
  }

  /** Categories of the delivery menu, in menu order (menuCategoryArr of the original): not the cakes, not the hidden gifts (categorySection). */
  get menuCategories(): Category[] {
    return this.categories.filter((c) => c.section === 'menyu' && c.products.length > 0);
  }

  /** The cakes to order: category 1184 and its products (SPEC.md section 4), for the cakes page, the home page and the sitemap. */
  get cakeCategory(): Category | undefined {
    return this.categories.find((c) => c.id === CAKE_TO_ORDER_CATEGORY_ID);
  }

  /** Cafes a customer can pick: every cafe except the cake-order desk. */
  get pickableCafes(): Cafe[] {
    return this.cafes.filter((c) => isPickableCafe(c.name.ru));
  }

  /** Loads the menu tree, stop-delivery flag, cafes and session token (menu_catalog.php). */
  loadMenu = flow(function* (this: CatalogueStore, path: string) {
    this.menuStatus = 'loading';
    this.menuError = null;
    try {
      const data: MenuData = yield fetchMenuCatalog(this.root.api, {
        token: this.token,
        path,
      });
      this.applyMenu(data, false);
      this.menuStatus = 'ready';
    } catch (error) {
      this.menuStatus = 'error';
      this.menuError = isApiError(error) ? error.kind : 'unknown';
      console.error('Menu could not be loaded', error);
    }
  });

  /**
   * Reads the menu again without showing it loading (a prerendered page, after it hydrated): the token
   * and stop-delivery flag are taken; the tree and cafes only if they changed, so an unchanged
   * menu renders nothing again. A failure keeps the menu the page shows.
   */
  refreshMenu = flow(function* (this: CatalogueStore, path: string) {
    try {
      const data: MenuData = yield fetchMenuCatalog(this.root.api, { token: this.token, path });
      this.applyMenu(data, true);
    } catch (error) {
      console.error('Menu could not be refreshed', error);
    }
  });

  /** Takes a menu answer; `keepUnchanged` keeps a tree or cafes equal to the new ones, so nothing renders again. */
  private applyMenu(data: MenuData, keepUnchanged: boolean): void {
    const take = <T>(now: T, next: T): T => (keepUnchanged && sameData(now, next) ? now : next);
    this.categories = take(this.categories, data.categories);
    this.cafes = take(this.cafes, data.cafes);
    this.stopDelivery = data.stopDelivery;
    if (data.token) this.token = data.token;
  }

  /** Reads the cafes from getCafes.php (the feedback and requisites modals); a failure is logged and keeps what was there. */
  loadCafes = flow(function* (this: CatalogueStore) {
    if (this.cafesStatus === 'loading') return;
    this.cafesStatus = 'loading';
    try {
      const cafes: Cafe[] = yield fetchCafes(this.root.api);
      this.cafes = cafes;
      this.cafesStatus = 'ready';
    } catch (error) {
      this.cafesStatus = 'error';
      console.error('Cafes could not be loaded', error);
    }
  });
}
