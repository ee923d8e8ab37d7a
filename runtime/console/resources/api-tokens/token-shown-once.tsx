/**
 * A new API token's value, the only time it is shown (the server keeps only a hash and its last
 * characters): selectable, with a copy button and a warning, until the admin says it is stored.
 */
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useAreaWords } from '../../pages/area-words.js';

export function TokenShownOnce({ name, token, onDone }: { readonly name: string; readonly token: string; readonly onDone: () => void }) {
  const t = useAreaWords('api-tokens');
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
        <Typography component="h2" variant="h6">{t('createdTitle', { name })}</Typography>
        <Alert severity="warning">{t('onceWarning')}</Alert>
        <TextField
          label={t('tokenValue')}
          value={token}
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
          fullWidth
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {t('copy')}
          </Button>
          <span role="status">
            {copied === true && t('copied')}
            {copied === false && t('copyFailed')}
          </span>
        </Stack>
        <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
          {t('stored')}
        </Button>
      </Stack>
    </Box>
  );
}
