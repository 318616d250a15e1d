import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { record, string, unknown } from 'superstruct';
import { isMissingRoute } from '@/api/errors';
import type { FieldErrors, LoginField, RegistrationField, RegistrationInput } from '@/domain/auth';
import { isAdminProfile, type Profile } from '@/domain/profile';
import type { LastOrder } from './CartStore';
import { persistKeys, type KeysCodec } from './persist';
import type { RootStore } from './RootStore';
import { LOCAL_KEYS, LOGIN_KEYS, readJson } from './storage';

export type { Profile };

const Extended = record(string(), unknown());

// The login, recovery and register calls and the forms' rules are only needed once a form is sent: kept
// out of the first page load. The rules come first (the forms, lazy parts themselves, have loaded them
// already, so a check answers at once); the calls after, while the request is being made.
const loadRules = () =>
  Promise.all([import('@/domain/auth'), import('@/domain/phone')]).then(([rules, phone]) => ({
    ...rules,
    isCompletePhone: phone.isCompletePhone,
  }));
const loadAuthApi = () => import('@/api/auth');

/** How a login or registration ended; the component turns it into what the customer sees. */
export type AuthOutcome<F extends string> =
  | { status: 'invalid'; errors: FieldErrors<F> }
  | { status: 'busy' }
  | { status: 'success'; message: string }
  | { status: 'rejected'; message: string }
  | { status: 'failed' }
  /** The backend has no such call (registration is the shop's own, DECISIONS.md section 6). */
  | { status: 'unavailable' };

/** How a password recovery ended: an empty e-mail sends nothing (SPEC.md section 5). */
export type RecoveryOutcome =
  | { status: 'skipped' }
  | { status: 'busy' }
  | { status: 'success'; message: string }
  | { status: 'rejected'; message: string }
  | { status: 'failed' };

/** A login kept in local storage: the profile and the login token (`auth`). */
type Session = { profile: Profile; token: string };

/** An unreadable extended profile is an empty one. */
const readExtended = (raw: string | null): Profile['extended'] => readJson(raw, Extended) ?? {};

/** Each field under its own key, as plain text (`extended` as JSON); an id that is not a positive integer drops the session. */
const sessionCodec: KeysCodec<Session | null> = {
  decode: (raw) => {
    const id = Number(raw[LOCAL_KEYS.idUser]);
    if (!Number.isInteger(id) || id <= 0) return undefined;
    const profile: Profile = {
      id,
      user: raw[LOCAL_KEYS.user] ?? '',
      fullname: raw[LOCAL_KEYS.fullname] ?? '',
      phone: raw[LOCAL_KEYS.mobilephone] ?? '',
      email: raw[LOCAL_KEYS.email] ?? '',
      extended: readExtended(raw[LOCAL_KEYS.extended] ?? null),
    };
    return { profile, token: raw[LOCAL_KEYS.auth] ?? '' };
  },
  encode: (session) => {
    if (!session) return {};
    const { profile, token } = session;
    return {
      [LOCAL_KEYS.isAuth]: '1',
      [LOCAL_KEYS.auth]: token || null,
      [LOCAL_KEYS.idUser]: String(profile.id),
      [LOCAL_KEYS.user]: profile.user,
      [LOCAL_KEYS.fullname]: profile.fullname,
      [LOCAL_KEYS.mobilephone]: profile.phone,
      [LOCAL_KEYS.email]: profile.email,
      [LOCAL_KEYS.extended]: JSON.stringify(profile.extended),
    };
  },
};

/** Who is logged in; restored from local storage on load when `isAuth` is present (SPEC.md section 3). */
export class AuthStore {
  /** The login kept under the session keys; a garbled one is dropped (logged out) instead of crashing. */
  session: Session | null = null;
  loginPending = false;
  recoveryPending = false;
  registrationPending = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AuthStore, 'root'>(this, { root: false, session: observableRef }, { autoBind: true });
    persistKeys(this, 'session', LOGIN_KEYS, root.local, sessionCodec);
  }

  get isLogin(): boolean {
    return this.session !== null;
  }

  get profile(): Profile | null {
    return this.session?.profile ?? null;
  }

  get isAdmin(): boolean {
    return isAdminProfile(this.profile);
  }

  /** Keeps a successful login in local storage under the keys of SPEC.md section 3 (never the password). */
  store(profile: Profile, authToken: string): void {
    this.session = { profile, token: authToken };
  }

  /** Forgets the session (logout): every session key goes. */
  clear(): void {
    this.session = null;
  }

  /**
   * POST /api/login.php with e-mail, password, a fresh 30-character token and the locale. Code 1 keeps
   * the session (the token as `auth`; the password is never stored); a second call while one runs is refused.
   */
  async login(
    email: string,
    password: string,
  ): Promise<Exclude<AuthOutcome<LoginField>, { status: 'unavailable' }>> {
    const rules = await loadRules().catch((error: unknown) => console.error('Login failed', error));
    if (!rules) return { status: 'failed' };
    const errors = rules.validateLogin({ email, password });
    if (!rules.hasNoErrors(errors)) return { status: 'invalid', errors };
    if (this.loginPending) return { status: 'busy' };
    runInAction(() => {
      this.loginPending = true;
    });
    const token = rules.makeLoginToken();
    try {
      const { login } = await loadAuthApi();
      const answer = await login(this.root.api, { email, password, token, lang: this.root.ui.locale });
      if (!answer.ok) return { status: 'rejected', message: answer.message };
      runInAction(() => this.store(answer.profile, token));
      return { status: 'success', message: answer.message };
    } catch (error) {
      console.error('Login failed', error);
      return { status: 'failed' };
    } finally {
      runInAction(() => {
        this.loginPending = false;
      });
    }
  }

  /** POST /api/login.php with forgot: an empty e-mail sends nothing; a network error is only logged. */
  async recover(email: string): Promise<RecoveryOutcome> {
    if (!email.trim()) return { status: 'skipped' };
    if (this.recoveryPending) return { status: 'busy' };
    this.recoveryPending = true;
    try {
      const { recoverPassword } = await loadAuthApi();
      const answer = await recoverPassword(this.root.api, { email, lang: this.root.ui.locale });
      return answer.ok
        ? { status: 'success', message: answer.message }
        : { status: 'rejected', message: answer.message };
    } catch (error) {
      console.error('Password recovery failed', error);
      return { status: 'failed' };
    } finally {
      runInAction(() => {
        this.recoveryPending = false;
      });
    }
  }

  /**
   * POST /api/register.php (DECISIONS.md section 2); success logs the new customer in like a login. A backend
   * without the call answers `unavailable` (the form keeps its data and offers the phone number).
   */
  async register(input: RegistrationInput): Promise<AuthOutcome<RegistrationField>> {
    const rules = await loadRules().catch((error: unknown) => console.error('Registration failed', error));
    if (!rules) return { status: 'failed' };
    const errors = rules.validateRegistration(input, rules.isCompletePhone);
    if (!rules.hasNoErrors(errors)) return { status: 'invalid', errors };
    if (this.registrationPending) return { status: 'busy' };
    runInAction(() => {
      this.registrationPending = true;
    });
    const token = rules.makeLoginToken();
    try {
      const { register } = await loadAuthApi();
      const answer = await register(this.root.api, { ...input, lang: this.root.ui.locale });
      if (!answer.ok) return { status: 'rejected', message: answer.message };
      runInAction(() => this.store(answer.profile, token));
      return { status: 'success', message: answer.message };
    } catch (error) {
      if (isMissingRoute(error)) {
        console.warn('The backend has no register call: the form offers the phone number instead', error);
        return { status: 'unavailable' };
      }
      console.error('Registration failed', error);
      return { status: 'failed' };
    } finally {
      runInAction(() => {
        this.registrationPending = false;
      });
    }
  }

  /** Logout: clears the auth data of local storage and the logged-in flag (the cart and last order stay). */
  logout(): void {
    this.clear();
  }

  /** The customer's last order, as the cart keeps it (`lastCart`, `lastTotalPrice`). */
  get lastOrder(): LastOrder | null {
    return this.root.cart.lastOrder;
  }

  /** "Repeat order": puts every line of the last order into the cart and opens it; returns how many lines were added. */
  repeatLastOrder(): number {
    const order = this.lastOrder;
    if (!order) return 0;
    for (const { count, ...line } of order.lines) this.root.cart.add(line, count);
    this.root.cart.open();
    return order.lines.length;
  }
}
