/** The console's sign-in page: e-mail and password, or a password-reset e-mail, in react-admin's sign-in frame. */
import { useState } from 'react';
import { Login } from 'react-admin';
import { ForgotPasswordForm } from './forgot-password-form.js';
import { SignInForm } from './sign-in-form.js';

export function ConsoleLoginPage() {
  const [forgot, setForgot] = useState(false);
  return <Login>{forgot ? <ForgotPasswordForm onBack={() => setForgot(false)} /> : <SignInForm onForgotPassword={() => setForgot(true)} />}</Login>;
}
