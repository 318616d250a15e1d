import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/errors';
import { sortEvents, type ContentType, type DeliveryTerms, type EventArticle, type PressItem, type Vacancy } from '@/domain/content';
import type { RootStore } from './RootStore';
import type { LoadStatus } from './SiteStore';

type Loaded = { events: EventArticle[]; vacancies: Vacancy[]; press: PressItem[]; delivery: DeliveryTerms | null };

/** Site content of the getContent call (events, vacancies, press, delivery terms), loaded once per page load. */
export class ContentStore {
  events: EventArticle[] = [];
  vacancies: Vacancy[] = [];
  press: PressItem[] = [];
  delivery: DeliveryTerms | null = null;
  status: Record<ContentType, LoadStatus> = { events: 'idle', vacancies: 'idle', press: 'idle', delivery: 'idle' };
  errors: Partial<Record<ContentType, string>> = {};
  private pending = new Map<ContentType, Promise<void>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ContentStore, 'root' | 'pending'>(this, { root: false, pending: false }, { autoBind: true });
  }

  /** Articles newest first. */
  get sortedEvents(): EventArticle[] {
    return sortEvents(this.events);
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
          this.status[type] = 'ready';
        }),
      )
      .catch((error: unknown) =>
        runInAction(() => {
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
        if (JSON.stringify(data) !== JSON.stringify(this.current(type))) this.assign(type, data);
        this.status[type] = 'ready';
      });
    } catch (error) {
      console.error(`Content "${type}" could not be refreshed`, error);
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
