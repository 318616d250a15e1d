import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, isMissingRoute } from '@/api/errors';
import { FALLBACK_DELIVERY_TERMS } from '@/domain/delivery';
import {
  sortEvents,
  type ContentType,
  type DeliveryTerms,
  type EventArticle,
  type PressItem,
  type Vacancy,
} from '@/domain/content';
import type { RootStore } from './RootStore';
import { sameData } from './sameData';
import type { LoadStatus } from './CatalogueStore';

type Loaded = {
  events: EventArticle[];
  vacancies: Vacancy[];
  press: PressItem[];
  delivery: DeliveryTerms | null;
};

/** What the app ships for a kind of content whose call the backend lacks; empty lists where no text is shipped. */
const SHIPPED: Loaded = { events: [], vacancies: [], press: [], delivery: FALLBACK_DELIVERY_TERMS };
/** The kinds with a shipped text; the others show a notice with the phone number instead. */
const HAS_SHIPPED_TEXT: Record<ContentType, boolean> = {
  events: false,
  vacancies: false,
  press: false,
  delivery: true,
};

/** Site content of the getContent call (events, vacancies, press, delivery terms), loaded once per page load. */
export class ContentStore {
  events: EventArticle[] = [];
  vacancies: Vacancy[] = [];
  press: PressItem[] = [];
  delivery: DeliveryTerms | null = null;
  status: Record<ContentType, LoadStatus> = {
    events: 'idle',
    vacancies: 'idle',
    press: 'idle',
    delivery: 'idle',
  };
  errors: Partial<Record<ContentType, string>> = {};
  /**
   * Kinds the backend has no getContent call for (404, no such route; DECISIONS.md section 6): they are
   * 'ready' with the texts shipped with the app, or with nothing and a notice (see `shipsText`).
   */
  missing: Partial<Record<ContentType, true>> = {};
  private pending = new Map<ContentType, Promise<void>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ContentStore, 'root' | 'pending'>(
      this,
      { root: false, pending: false },
      { autoBind: true },
    );
  }

  /** Articles newest first. */
  get sortedEvents(): EventArticle[] {
    return sortEvents(this.events);
  }

  /** Whether the app ships its own text for a kind of content (shown when the backend lacks the call). */
  shipsText(type: ContentType): boolean {
    return HAS_SHIPPED_TEXT[type];
  }

  /** The backend lacks this kind and the app ships no text for it: the page shows a notice with the phone number. */
  isUnavailable(type: ContentType): boolean {
    return this.status[type] === 'ready' && this.missing[type] === true && !HAS_SHIPPED_TEXT[type];
  }

  /** Loads one kind of content unless it is loaded or on its way; `force` retries after a failure. */
  load(type: ContentType, force = false): Promise<void> {
    if (!force && this.status[type] === 'ready') return Promise.resolve();
    const running = this.pending.get(type);
    if (running) return running;
    this.status[type] = 'loading';
    delete this.errors[type];
    const job = this.fetch(type)
      .then((data) =>
        runInAction(() => {
          this.assign(type, data);
          delete this.missing[type];
          this.status[type] = 'ready';
        }),
      )
      .catch((error: unknown) =>
        runInAction(() => {
          if (isMissingRoute(error)) {
            console.warn(`The backend has no getContent for "${type}": the app's own text is shown`, error);
            this.assign(type, SHIPPED[type]);
            this.missing[type] = true;
            this.status[type] = 'ready';
            return;
          }
          this.status[type] = 'error';
          this.errors[type] = isApiError(error) ? error.kind : 'unknown';
          console.error(`Content "${type}" could not be loaded`, error);
        }),
      )
      .finally(() => this.pending.delete(type));
    this.pending.set(type, job);
    return job;
  }

  /** Reads one kind of content again without showing it loading; replaces it only if it changed, keeps it on a failure. */
  async refresh(type: ContentType): Promise<void> {
    try {
      const data = await this.fetch(type);
      runInAction(() => {
        if (!sameData(data, this.current(type))) this.assign(type, data);
        delete this.missing[type];
        this.status[type] = 'ready';
      });
    } catch (error) {
      // A missing route keeps what is shown (the server's copy, or the shipped text).
      if (isMissingRoute(error)) console.warn(`The backend has no getContent for "${type}"`, error);
      else console.error(`Content "${type}" could not be refreshed`, error);
    }
  }

  private current(type: ContentType): Loaded[ContentType] {
    return type === 'delivery' ? this.delivery : this[type];
  }

  private async fetch(type: ContentType): Promise<Loaded[ContentType]> {
    // The call and its schemas load with the first page that needs them, not with the shell.
    const calls = await import('@/api/content');
    const api = this.root.api;
    switch (type) {
      case 'events':
        return calls.fetchEvents(api);
      case 'vacancies':
        return calls.fetchVacancies(api);
      case 'press':
        return calls.fetchPress(api);
      case 'delivery':
        return calls.fetchDeliveryTerms(api);
    }
  }

  private assign(type: ContentType, data: Loaded[ContentType]): void {
    if (type === 'delivery') this.delivery = data as DeliveryTerms;
    else if (type === 'events') this.events = data as EventArticle[];
    else if (type === 'vacancies') this.vacancies = data as Vacancy[];
    else this.press = data as PressItem[];
  }
}
