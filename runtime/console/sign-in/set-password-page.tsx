/**
 * The page a password e-mail links to (/admin/set-password?ref=…&organisation=…, made by the server
 * for a new admin or a reset): a new password twice, then sign in with it. The ref is single-use and
 * expires; the server's answer (unknown or expired link, password too short) is shown as it gives it.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Login, useAuthProvider, useRedirect, useTranslate } from 'react-admin';
import type { PasswordMethods } from '../auth-provider.js';

export function SetPasswordPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const authProvider = useAuthProvider() as unknown as PasswordMethods | undefined;
  const query = new URLSearchParams(window.location.search);
  const ref = query.get('ref') ?? '';
  const organisation = query.get('organisation') ?? undefined;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<{ readonly kind: 'idle' | 'busy' | 'done' } | { readonly kind: 'error'; readonly message: string }>({ kind: 'idle' });
  const mismatch = repeat !== '' && repeat !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setState({ kind: 'busy' });
    try {
      await authProvider?.setPassword({ ref, password, ...(organisation ? { organisation } : {}) });
      setState({ kind: 'done' });
    } catch (caught) {
      setState({ kind: 'error', message: caught instanceof Error ? caught.message : String(caught) });
    }
  };

  return (
    <Login>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography component="h1" variant="h6">{translate('ampere.sign-in.setTitle', { _: 'Set your password' })}</Typography>
          {!ref && <Alert severity="error" role="alert">{translate('ampere.sign-in.noRef', { _: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.' })}</Alert>}
          {state.kind === 'done' ? (
            <>
              <Alert severity="success" role="status">{translate('ampere.sign-in.passwordSet', { _: 'Your password is set. Sign in with it now.' })}</Alert>
              <Button variant="contained" onClick={() => redirect('/login')} fullWidth>{translate('ra.auth.sign_in')}</Button>
            </>
          ) : (
            <>
              <TextField label={translate('ampere.sign-in.newPassword', { _: 'New password' })} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required autoFocus fullWidth />
              <TextField
                label={translate('ampere.sign-in.repeatPassword', { _: 'New password again' })}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                error={mismatch}
                helperText={mismatch ? translate('ampere.sign-in.mismatch', { _: 'The two passwords differ' }) : ' '}
                required
                fullWidth
              />
              {state.kind === 'error' && <Alert severity="error" role="alert">{state.message}</Alert>}
              <Button type="submit" variant="contained" disabled={!ref || state.kind === 'busy' || !password || password !== repeat} fullWidth>
                {translate('ampere.sign-in.setPassword', { _: 'Set password' })}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Login>
  );
}
