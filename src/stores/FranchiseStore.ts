import { makeAutoObservable } from 'mobx';
import { sendFranchiseRequest } from '@/api/franchise';
import { FEEDBACK_EN_TOKEN } from '@/domain/feedback';
import { FRANCHISE_FIELDS, franchiseErrors, franchiseMessage, type FranchiseField } from '@/domain/franchise';
import type { Locale } from '@/domain/types';
import { FormModel, marked, sent } from './form/FormModel';
import type { RootStore } from './RootStore';

type FranchiseValues = Record<FranchiseField | 'about', string>;

/** The franchise request form (/franshiza): sent as a feedback message (POST {api}/api/callBack.php). */
export class FranchiseStore {
  readonly form: FormModel<FranchiseValues, FranchiseField, true, 'failed'>;
  /** The request went: the form gives way to the thanks. */
  done = false;

  constructor(private readonly root: RootStore) {
    const profile = root.auth.profile;
    this.form = new FormModel<FranchiseValues, FranchiseField, true, 'failed'>({
      initial: {
        name: profile?.fullname ?? '',
        phone: profile?.phone ?? '',
        email: profile?.email ?? '',
        city: '',
        about: '',
      },
      validate: (v) => marked(franchiseErrors(v)),
      fields: FRANCHISE_FIELDS,
      failure: (error) => {
        console.error('The franchise request was not sent', error);
        return 'failed';
      },
    });
    makeAutoObservable<FranchiseStore, 'root'>(this, { root: false, form: false }, { autoBind: true });
  }

  /** Checks and sends the request; `invalid` names the fields to fix. */
  async send(locale: Locale) {
    const outcome = await this.form.submit(async (v) => {
      await sendFranchiseRequest(this.root.api, {
        token: locale === 'en' ? FEEDBACK_EN_TOKEN : this.root.catalogue.token,
        name: v.name,
        phone: v.phone,
        email: v.email,
        city: v.city,
        message: franchiseMessage(v.city, v.about),
      });
      return sent(true);
    });
    if (outcome.status === 'sent') this.markDone();
    return outcome;
  }

  private markDone(): void {
    this.done = true;
  }
}
