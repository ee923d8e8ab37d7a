/**
 * Asking for a password-reset e-mail (back-office §7 reset-password). The answer is the same whether
 * or not the address belongs to an admin (the server's rule, so addresses cannot be probed), and the
 * page says so; the e-mail links to the set-password page.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { PasswordMethods } from '../auth-provider.js';

export function ForgotPasswordForm({ onBack }: { readonly onBack: () => void }) {
  const translate = useTranslate();
  const authProvider = useAuthProvider() as unknown as PasswordMethods | undefined;
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ readonly kind: 'idle' | 'busy' | 'sent' } | { readonly kind: 'error'; readonly message: string }>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'busy' });
    try {
      await authProvider?.resetPassword({ email });
      setState({ kind: 'sent' });
    } catch (caught) {
      setState({ kind: 'error', message: caught instanceof Error ? caught.message : String(caught) });
    }
  };

  return (
    <CardContent component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography component="h1" variant="h6">{translate('ampere.sign-in.resetTitle', { _: 'Reset your password' })}</Typography>
        {state.kind === 'sent' ? (
          <Alert severity="success" role="status">{translate('ampere.sign-in.resetSent', { _: 'If the address belongs to an admin, an e-mail with a link to set a new password is on its way.' })}</Alert>
        ) : (
          <>
            <Typography variant="body2">{translate('ampere.sign-in.resetHelp', { _: 'We will e-mail you a link to set a new password.' })}</Typography>
            <TextField label={translate('ampere.sign-in.email', { _: 'E-mail' })} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus fullWidth />
            {state.kind === 'error' && <Alert severity="error" role="alert">{state.message}</Alert>}
            <Button type="submit" variant="contained" disabled={state.kind === 'busy' || !email} fullWidth>
              {translate('ampere.sign-in.resetSend', { _: 'Send the link' })}
            </Button>
          </>
        )}
        <Link component="button" type="button" onClick={onBack} underline="always" sx={{ alignSelf: 'center' }}>
          {translate('ampere.sign-in.backToSignIn', { _: 'Back to sign-in' })}
        </Link>
      </Stack>
    </CardContent>
  );
}
