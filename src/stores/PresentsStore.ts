import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** A gift in the cart (SPEC.md section 3, "Present"). */
export type Present = { id: number; name: string; englishName: string; img: string; choice: number; code?: string };

/** Gifts by order total; the cart issue adds the tier rules. */
export class PresentsStore {
  presents: Present[] = [];
  stopPresents = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  clear(): void {
    this.presents = [];
  }
}
