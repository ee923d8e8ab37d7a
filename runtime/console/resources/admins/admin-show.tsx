/**
 * One admin: the generic show screen (fields, edit, delete with a confirmation), and below it the
 * created-admin e-mail (back-office §7 Admin password, POST send-admin-created-email) for the scopes
 * the call admits: a link to the console's set-password page, sent after a confirmation, its result
 * said on the page. Useful after creating an admin, or when their first link has expired.
 */
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Alert, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useBasename, useDataProvider, useGetOne, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { SendAdminCreatedEmailInput } from '../../../../generated/client/admins.gen.js';
import { resources } from '../../../../generated/resources.gen.js';
import type { Admin } from '../../../../schemas/admin.js';
import { adminsArea } from '../../../../schemas/endpoints/admins.js';
import { callOperationOf } from '../../data-provider.js';
import { useAreaWords } from '../../pages/area-words.js';
import { useConfirmation } from '../../pages/confirmation.js';
import { errorMessage } from '../generic-form-schema.js';
import { GenericShow } from '../generic-show.js';

const descriptor = resources.find((r) => r.name === 'admins');
if (!descriptor) throw new Error('generated/resources.gen.ts has no admins descriptor');
const ADMINS = descriptor;

/** Whether a scope may send the e-mail (the call's access in the contract). */
export const mayEmailAdmins = (scope: string | undefined): boolean =>
  scope !== undefined && (adminsArea.endpoints.sendAdminCreatedEmail.access.staff as readonly string[]).includes(scope);

export function AdminShow() {
  const { id } = useParams();
  const { permissions } = usePermissions<{ scope?: string } | undefined>();
  return (
    <>
      <GenericShow descriptor={ADMINS} />
      {id && mayEmailAdmins(permissions?.scope) ? <CreatedAdminEmail id={id} /> : null}
    </>
  );
}

type Result = { readonly ok: true } | { readonly ok: false; readonly message: string };

function CreatedAdminEmail({ id }: { readonly id: string }) {
  const t = useAreaWords('admins');
  const dataProvider = useDataProvider();
  const basename = useBasename();
  const { data: admin } = useGetOne<Admin & { id: string }>(ADMINS.name, { id });
  const [result, setResult] = useState<Result>();
  // The result, sent or refused, is said on the page once the dialog closes.
  const sending = useConfirmation(async (to: Admin) => {
    const input: SendAdminCreatedEmailInput = {
      body: {
        emailType: 'adminCreated', newAdminEmail: to.email, newAdminOrganisation: to.organisation,
        // The console's set-password page, as the auth provider's setPasswordUrl (browser-session.ts).
        callbackUrl: `${window.location.origin}${basename}/set-password`,
      },
    };
    try {
      await callOperationOf(dataProvider)('sendAdminCreatedEmail', input);
      setResult({ ok: true });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    }
  });
  if (!admin) return null;
  const who = { email: admin.email, organisation: admin.organisation };

  return (
    <Card component="section" aria-labelledby="admin-created-email" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id="admin-created-email">{t('createdEmail.heading')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('createdEmail.text', who)}</Typography>
        {result?.ok ? <Alert severity="success" sx={{ mt: 2 }}>{t('createdEmail.sent', who)}</Alert> : null}
        {result && !result.ok ? <Alert severity="error" sx={{ mt: 2 }}>{t('createdEmail.failed', { message: result.message })}</Alert> : null}
      </CardContent>
      <CardActions>
        <Button startIcon={<ForwardToInboxIcon />} onClick={() => { setResult(undefined); sending.ask(admin); }}>{t('createdEmail.send')}</Button>
      </CardActions>
      <Confirm {...sending.props} title={t('createdEmail.confirmTitle', who)} content={t('createdEmail.confirmText', who)} confirm={t('createdEmail.confirm')} />
    </Card>
  );
}
