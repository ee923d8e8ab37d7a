/**
 * A new API token's value, the only time it is shown (the server keeps only a hash and its last
 * characters): selectable, with a copy button and a warning, until the admin says it is stored.
 */
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

export function TokenShownOnce({ name, token, onDone }: { readonly name: string; readonly token: string; readonly onDone: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<boolean>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (an insecure origin, a denied permission): the field stays selectable.
      setCopied(false);
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">{translate('ampere.api-tokens.createdTitle', { _: 'Token %{name} is created', name })}</Typography>
        <Alert severity="warning">{translate('ampere.api-tokens.onceWarning', { _: 'This is the only time the token is shown. Copy it now and keep it in your secret store; if it is lost, revoke it and create a new one.' })}</Alert>
        <TextField
          label={translate('ampere.api-tokens.tokenValue', { _: 'Token' })}
          value={token}
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
          fullWidth
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('ampere.api-tokens.copy', { _: 'Copy token' })}
          </Button>
          <span role="status">
            {copied === true && translate('ampere.api-tokens.copied', { _: 'Copied' })}
            {copied === false && translate('ampere.api-tokens.copyFailed', { _: 'The browser did not allow copying: select the token and copy it yourself' })}
          </span>
        </Stack>
        <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
          {translate('ampere.api-tokens.stored', { _: 'I have stored the token' })}
        </Button>
      </Stack>
    </Box>
  );
}
