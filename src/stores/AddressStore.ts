import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, isMissingRoute } from '@/api/errors';
import { zoneAt } from '@/domain/delivery';
import type { Locale } from '@/domain/types';
import type { RootStore } from './RootStore';

/** An address the customer can pick; a point (and so the zone) that the source does not know is null, never guessed. */
export type SuggestedAddress = {
  value: string;
  lat: number | null;
  lon: number | null;
  inZone: boolean | null;
};

/** Where suggestions come from: DaData with VITE_GEOCODER_KEY, the shop's suggestAddress.php without. */
type SuggestSource = 'dadata' | 'api';

/** DaData refuses the key (unknown, blocked, out of limits): asking again will not help. */
const DADATA_REFUSED = [401, 403];

/**
 * Address suggestions of the order forms. When the source cannot suggest at all (the backend has no
 * suggestAddress call, DaData refuses the key) it stops asking and the forms take a typed address as it is.
 */
export class AddressStore {
  /** False once the source said it cannot suggest: the address is then free text. */
  suggesting = true;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AddressStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get source(): SuggestSource {
    return this.root.config.geocoderKey ? 'dadata' : 'api';
  }

  /** Up to ten addresses for a query, straight from the source; every failure is thrown (the admin's test_dadata page shows it). */
  async lookup(query: string, lang: Locale, signal?: AbortSignal): Promise<SuggestedAddress[]> {
    const key = this.root.config.geocoderKey;
    if (key) {
      const { suggestDadata } = await import('@/api/dadata');
      const found = await suggestDadata(key, query, lang, signal ? { signal } : {});
      return found.map((a) => ({
        ...a,
        inZone:
          a.lat !== null && a.lon !== null
            ? zoneAt(this.root.cart.deliveryTerms, { lat: a.lat, lon: a.lon }) !== null
            : null,
      }));
    }
    const { suggestAddress } = await import('@/api/order');
    return suggestAddress(this.root.api, query, lang, signal);
  }

  /** Suggestions for the order forms: nothing once suggesting stopped; other failures are thrown (the field says so). */
  async suggest(query: string, lang: Locale, signal?: AbortSignal): Promise<SuggestedAddress[]> {
    if (!this.suggesting) return [];
    try {
      return await this.lookup(query, lang, signal);
    } catch (error) {
      const stop =
        this.source === 'dadata'
          ? isApiError(error) && error.kind === 'http' && DADATA_REFUSED.includes(error.status ?? 0)
          : isMissingRoute(error);
      if (!stop) throw error;
      console.warn('Address suggestions stopped: the address is taken as typed', error);
      runInAction(() => (this.suggesting = false));
      return [];
    }
  }
}

/** The order forms' address suggestions, one per RootStore: once the source said it cannot suggest, every form takes typed text. */
