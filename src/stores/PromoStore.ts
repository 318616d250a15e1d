import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** The promo code state; the cart issue adds checking and effects. */
export class PromoStore {
  promoName = '';

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }
}
