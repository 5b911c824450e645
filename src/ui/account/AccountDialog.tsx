/**
 * The account dialog the site bar opens (issue 42): who this browser is on the game server (asked
 * when the dialog opens, account/identity.ts), and the actions that fit — an anonymous identity
 * may sign up (keeping its games under the new name) or log in; an account may log out, change
 * its password or delete itself (confirmed by its password) — with a link to the player's own
 * page. Every refusal is worded (the server's codes, no network, no game server, too many tries
 * with the seconds to wait). Its own chunk with the account's words, loaded when the dialog first
 * opens, so the home page carries none of it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  changePassword,
  deleteAccount,
  logIn,
  logOut,
  refreshMe,
  signUp,
  type AccountResult,
} from '../../game/account/account';
import { identity, useMe } from '../../game/account/identity';
import { browserOffline } from '../../game/online/api';
import { NAME_PATTERN, MIN_PASSWORD_CHARS } from '../../protocol/accounts';
import { Modal } from '../common/Dialog';
import { RouteLink } from '../common/RouteLink';
import type { Route } from '../shell/route';
import { useAccountWords, type AccountText, type AccountWordKey } from './accountWords';
import './account.css';

type Form = 'signUp' | 'logIn' | 'password' | 'delete';

/** Each form's button, the one that opens it and the one that sends it. */
const FORM_WORDS: Record<Form, AccountWordKey> = {
  signUp: 'signUp',
  logIn: 'logIn',
  password: 'changePassword',
  delete: 'deleteAccount',
};

/** What a finished action says: its success (named after the identity now) or its problem. */
function outcomeText(w: AccountText, form: Form | 'logOut', result: AccountResult): string {
  if (!result.ok) {
    if (result.problem !== 'rate-limited') return w(`problem.${result.problem}`);
    const seconds = result.retryAfter;
    return seconds ? w('problem.rate-limited', { seconds }) : w('problem.rate-limited-later');
  }
  const done: Record<Form | 'logOut', AccountWordKey> = {
    signUp: 'done.signUp',
    logIn: 'done.logIn',
    logOut: 'done.logOut',
    password: 'done.password',
    delete: 'done.delete',
  };
  return w(done[form], { name: identity.getState().me?.name ?? '' });
}

export function AccountDialog({
  onClose,
  onNavigate,
}: {
  onClose: () => void;
  onNavigate: (route: Route) => void;
}) {
  const w = useAccountWords();
  const me = useMe();
  const [asked, setAsked] = useState<'asking' | 'known' | 'failed'>('asking');
  const [form, setForm] = useState<Form | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  /** Closes the dialog and goes to another page (the player's own, the leaderboard). */
  const leave = (route: Route) => {
    onClose();
    onNavigate(route);
  };

  useEffect(() => {
    let live = true;
    void refreshMe().then((known) => live && setAsked(known ? 'known' : 'failed'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: Form | 'logOut', work: () => Promise<AccountResult>) => {
    setBusy(true);
    setMessage(null);
    const result = await work();
    setBusy(false);
    setMessage({ text: outcomeText(w, action, result), ok: result.ok });
    if (result.ok) setForm(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || busy) return;
    const fields = new FormData(event.target as HTMLFormElement);
    const text = (name: string) => String(fields.get(name) ?? '');
    // a name that cannot be an account's is said at once (the server would refuse it: bad-name)
    if (form === 'signUp' && !NAME_PATTERN.test(text('name')))
      return setMessage({ text: w('problem.bad-name'), ok: false });
    const work = {
      signUp: () => signUp({ name: text('name'), password: text('password') }),
      logIn: () => logIn({ name: text('name'), password: text('password') }),
      password: () => changePassword(text('password'), text('newPassword')),
      delete: () => deleteAccount(text('password')),
    }[form];
    void run(form, work);
  };

  const problem =
    asked === 'failed' && !me
      ? w(browserOffline() ? 'problem.offline' : 'problem.unreachable')
      : null;
  const choices: Form[] = me?.account ? ['password', 'delete'] : ['signUp', 'logIn'];
  return (
    <Modal
      role="dialog"
      labelledBy="account-title"
      className="account-dialog"
      focusFirst="input, .account-choices button, .button"
      onCancel={onClose}
      onSubmit={submit}
    >
      <h2 id="account-title" className="dialog-title">
        {w('title')}
      </h2>
      <p data-me={me?.name ?? ''} data-account={me ? String(me.account) : ''}>
        {me
          ? w(me.account ? 'signedIn' : 'anonymous', { name: me.name })
          : (problem ?? w('asking'))}
      </p>
      {me && (
        <div className="account-choices button-row" role="group" aria-label={w('title')}>
          {choices.map((choice) => (
            <button
              key={choice}
              type="button"
              className={`button${form === choice ? ' button-primary' : ''}`}
              aria-pressed={form === choice}
              data-account-choice={choice}
              onClick={() => {
                setForm(form === choice ? null : choice);
                setMessage(null);
              }}
            >
              {w(FORM_WORDS[choice])}
            </button>
          ))}
          {me.account && (
            <button
              type="button"
              className="button"
              data-account-choice="logOut"
              disabled={busy}
              onClick={() => void run('logOut', logOut)}
            >
              {w('logOut')}
            </button>
          )}
        </div>
      )}
      {form && <Fields form={form} w={w} />}
      {message && (
        <p
          className={message.ok ? 'account-done' : 'notice account-problem'}
          role={message.ok ? 'status' : 'alert'}
          data-account-message={message.ok ? 'done' : 'problem'}
        >
          {message.text}
        </p>
      )}
      <div className="button-row dialog-actions">
        {form && (
          <button
            type="submit"
            className={`button ${form === 'delete' ? 'button-danger' : 'button-primary'}`}
            disabled={busy}
          >
            {busy ? w('busy') : w(FORM_WORDS[form])}
          </button>
        )}
        {me && (
          <RouteLink
            to={{ page: 'player', name: me.name }}
            onNavigate={leave}
            className="button button-quiet"
          >
            {w('myPage')}
          </RouteLink>
        )}
        <RouteLink
          to={{ page: 'leaderboard', game: null }}
          onNavigate={leave}
          className="button button-quiet"
        >
          {w('leaderboard')}
        </RouteLink>
        <button type="button" className="button" onClick={onClose}>
          {w('close')}
        </button>
      </div>
    </Modal>
  );
}

/** The fields of one form: name and password, the password twice over, or the password alone. */
function Fields({ form, w }: { form: Form; w: AccountText }) {
  const named = form === 'signUp' || form === 'logIn';
  const fresh = form === 'signUp' ? 'new-password' : 'current-password';
  return (
    <div className="account-fields" data-account-form={form}>
      {form === 'delete' && <p className="notice">{w('deleteWarning')}</p>}
      {named && (
        <label>
          {w('name')}
          <input
            name="name"
            autoComplete="username"
            required
            minLength={3}
            maxLength={20}
            aria-describedby={form === 'signUp' ? 'account-name-hint' : undefined}
          />
          {form === 'signUp' && <small id="account-name-hint">{w('nameHint')}</small>}
        </label>
      )}
      <label>
        {w('password')}
        <input
          name="password"
          type="password"
          autoComplete={fresh}
          required
          minLength={form === 'signUp' ? MIN_PASSWORD_CHARS : undefined}
        />
        {form === 'signUp' && <small>{w('passwordHint', { count: MIN_PASSWORD_CHARS })}</small>}
      </label>
      {form === 'password' && (
        <label>
          {w('newPassword')}
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_CHARS}
          />
          <small>{w('passwordHint', { count: MIN_PASSWORD_CHARS })}</small>
        </label>
      )}
    </div>
  );
}
