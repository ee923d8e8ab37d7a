/**
 * Signing in to the console with e-mail and password (back-office §1: admins sign in with the ADMIN
 * access type). A failed sign-in says why in the form itself (role=alert), not only in a toast that
 * disappears, and the password is kept so a typo in the address costs one fix.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, CardContent, Link, Stack, TextField } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { refusalOf } from './sign-in-refused.js';

export function SignInForm({ onForgotPassword }: { readonly onForgotPassword: () => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await login({ username: email, password });
    } catch (caught) {
      const refused = refusalOf(caught);
      if (refused) setError(translate(`ampere.sign-in.refused.${refused.refusal}`, { scope: refused.scope }));
      else setError(caught instanceof Error && caught.message ? caught.message : translate('ra.auth.sign_in_error'));
      setBusy(false);
    }
  };

  return (
    <CardContent component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField label={translate('ampere.sign-in.email', { _: 'E-mail' })} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus fullWidth />
        <TextField label={translate('ra.auth.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={busy || !email || !password} fullWidth>
          {translate('ra.auth.sign_in')}
        </Button>
        <Link component="button" type="button" onClick={onForgotPassword} underline="always" sx={{ alignSelf: 'center' }}>
          {translate('ampere.sign-in.forgot', { _: 'Forgot your password?' })}
        </Link>
      </Stack>
    </CardContent>
  );
}
