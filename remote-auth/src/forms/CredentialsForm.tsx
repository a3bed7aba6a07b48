import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { continueWithGoogle, logIn, register } from '../session/authFlows';
import { useAuthUiStore, type AuthMode } from '../store/authUiStore';
import { Field } from '../ui/Field';
import { LoginSchema, RegisterSchema, type Credentials } from '../session/credentialsSchemas';
import { FormFeedback } from './FormFeedback';
import { GoogleButton } from './GoogleButton';
import { PasswordToggle } from './PasswordToggle';
import { Spinner } from './Spinner';
import styles from './authForms.module.css';

/** Login and Register ask for the same two things; what differs between them is here. */
const FORMS = {
  login: {
    schema: LoginSchema,
    submit: 'Login',
    send: logIn,
    passwordAutoComplete: 'current-password',
    canRevealPassword: false,
    other: { mode: 'register', prompt: 'New here?', label: 'Register instead' },
  },
  register: {
    schema: RegisterSchema,
    submit: 'Register',
    send: register,
    passwordAutoComplete: 'new-password',
    canRevealPassword: true,
    other: { mode: 'login', prompt: 'Already registered?', label: 'Login instead' },
  },
} as const;

export function CredentialsForm({ mode }: { mode: AuthMode }) {
  const form = FORMS[mode];
  const typedEmail = useAuthUiStore((state) => state.email);
  const activity = useAuthUiStore((state) => state.activity);
  const switchTo = useAuthUiStore((state) => state.switchTo);
  const busy = activity !== null;
  const [passwordShown, setPasswordShown] = useState(false);
  const passwordId = useId();
  const submitButton = useRef<HTMLButtonElement>(null);
  const googleButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const formElement = useRef<HTMLFormElement>(null);

  const {
    register: field,
    handleSubmit,
    getValues,
    setFocus,
    subscribe,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(form.schema), defaultValues: { email: typedEmail, password: '' } });

  // Into the first field to fill, once the dialog has opened (the native dialog would otherwise focus its
  // close button), unless the person is already in the form.
  useEffect(() => {
    const first = getValues('email') ? 'password' : 'email';
    const frame = requestAnimationFrame(() => {
      if (!formElement.current?.contains(document.activeElement)) setFocus(first);
    });
    return () => cancelAnimationFrame(frame);
  }, [setFocus, getValues]);

  // The server's answer was about what was sent ("already registered"): once a field changes it no longer
  // applies, and beside the new rule under a field it would read as a second, contradictory problem.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          if (useAuthUiStore.getState().error) useAuthUiStore.setState({ error: null });
        },
      }),
    [subscribe],
  );

  // A disabled button drops focus; give it back once the request is over, so the keyboard is not lost.
  useEffect(() => {
    if (busy) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected && (!document.activeElement || document.activeElement === document.body)) target.focus();
  }, [busy]);

  const onValid = (values: Credentials) => {
    if (useAuthUiStore.getState().activity) return;
    returnFocusTo.current = submitButton.current;
    void form.send(values);
  };

  const onGoogle = () => {
    returnFocusTo.current = googleButton.current;
    void continueWithGoogle();
  };

  return (
    <form ref={formElement} className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        readOnly={busy}
        error={errors.email?.message}
        {...field('email')}
      />
      <Field
        label="Password"
        id={passwordId}
        type={passwordShown ? 'text' : 'password'}
        autoComplete={form.passwordAutoComplete}
        required
        readOnly={busy}
        error={errors.password?.message}
        {...field('password')}
      >
        {form.canRevealPassword && (
          <PasswordToggle visible={passwordShown} controls={passwordId} onToggle={() => setPasswordShown((shown) => !shown)} />
        )}
      </Field>
      <FormFeedback />
      <button ref={submitButton} type="submit" className={styles.primary} disabled={busy}>
        {activity === mode && <Spinner />}
        {form.submit}
      </button>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      <GoogleButton ref={googleButton} busy={activity === 'google'} disabled={busy} onClick={onGoogle} />
      <p className={styles.switch}>
        {form.other.prompt}{' '}
        <button type="button" className={styles.link} disabled={busy} onClick={() => switchTo(form.other.mode, getValues('email'))}>
          {form.other.label}
        </button>
      </p>
    </form>
  );
}
