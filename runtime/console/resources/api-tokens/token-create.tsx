/**
 * Creating an API token (back-office §5, §7): name, scopes and an expiry, which the console requires
 * (90 days ahead by default) though the API allows none (docs/decisions.md "API token expiry in the
 * console"). The body goes through the generated client, so the contract's zod rules run before
 * anything is sent and their messages show at the fields; then the token is shown once.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { CreateBase, useCreate, useGetIdentity, useRedirect } from 'react-admin';
import { resourcesByName } from '../../../../generated/resources.gen.js';
import { useAreaWords } from '../../pages/area-words.js';
import { useFieldTitle, useValueLabel } from '../generic-fields.js';
import { fieldErrors, type FieldErrors } from '../generic-form-schema.js';
import { TokenShownOnce } from './token-shown-once.js';
import { defaultExpiry } from './token-status.js';

const RESOURCE = 'api-tokens';
const descriptor = resourcesByName[RESOURCE]!;
const createSchema = descriptor.schemas.create!;
/** The scopes a token may carry, from the contract (ApiTokenScope). */
const SCOPES = (((createSchema.definitions as Record<string, { enum?: string[] }> | undefined)?.ApiTokenScope?.enum) ?? []) as readonly string[];

const dateInputValue = (date: Date): string => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The end of the chosen day in the admin's time zone: a token works through the day it expires on. */
const endOfDay = (value: string): Date => new Date(`${value}T23:59:00`);

/** The form's fields; an issue of any other (the organisation) shows above the button. */
const FIELDS = ['name', 'tokenScopes', 'expiresAt'];

function TokenForm() {
  const t = useAreaWords('api-tokens');
  const title = useFieldTitle(descriptor);
  const value = useValueLabel();
  const redirect = useRedirect();
  const { identity } = useGetIdentity();
  const [create, { isPending }] = useCreate();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expires, setExpires] = useState(dateInputValue(defaultExpiry(new Date())));
  const [{ fields: errors, form: formError }, setErrors] = useState<FieldErrors>({ fields: {} });
  const [created, setCreated] = useState<{ name: string; token: string }>();

  if (created) return <TokenShownOnce name={created.name} token={created.token} onDone={() => redirect('list', RESOURCE)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!expires) {
      setErrors({ fields: { expiresAt: t('expiryRequired') } });
      return;
    }
    setErrors({ fields: {} });
    const body = { organisation: identity?.organisation, name, tokenScopes: scopes, expiresAt: endOfDay(expires) };
    create(RESOURCE, { data: body }, {
      onSuccess: (saved: Record<string, unknown>) => setCreated({ name: String(saved.name), token: String(saved.token) }),
      onError: (error: unknown) => setErrors(fieldErrors(error, FIELDS)),
    });
  };

  const toggle = (scope: string) => setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ p: 2, maxWidth: 560 }}>
      <Stack spacing={2}>
        <TextField label={title('name', createSchema)} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(errors.name)} helperText={errors.name ?? ' '} required autoFocus />
        <FormControl error={Boolean(errors.tokenScopes)} component="fieldset">
          <FormLabel component="legend">{title('tokenScopes', createSchema)}</FormLabel>
          <FormGroup>
            {SCOPES.map((scope) => (
              <FormControlLabel key={scope} control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />} label={value('tokenScopes', scope)} />
            ))}
          </FormGroup>
          <FormHelperText>{errors.tokenScopes ?? ' '}</FormHelperText>
        </FormControl>
        <TextField
          label={title('expiresAt', createSchema)}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          error={Boolean(errors.expiresAt)}
          helperText={errors.expiresAt ?? t('expiryHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        {formError && <Alert severity="error" role="alert">{formError}</Alert>}
        <Button type="submit" variant="contained" disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('create')}
        </Button>
      </Stack>
    </Box>
  );
}

export function ApiTokenCreate() {
  return (
    <CreateBase resource={RESOURCE}>
      <TokenForm />
    </CreateBase>
  );
}
