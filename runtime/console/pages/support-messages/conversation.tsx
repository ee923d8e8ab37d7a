/**
 * One customer's support conversation (route support-messages/:accountId): the messages oldest
 * first, who wrote each and whether the other side has read it, and the answer box. Reading it as
 * staff marks the customer's messages read, as the API does for any reader.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useLoaded } from '../use-loaded.js';
import { accountName, useSupportCalls } from './support-calls.js';
import { useSupportWords } from './support-words.js';

function AnswerForm({ accountId, onSent }: { readonly accountId: string; readonly onSent: () => void }) {
  const words = useSupportWords();
  const calls = useSupportCalls();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await calls.answer(accountId, text);
      setText('');
      notify(words.t('sent'), { type: 'success' });
      onSent();
    } catch (e) {
      setError(words.t('sendFailed', { message: errorMessage(e) }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={words.t('answer')}>
      <Stack spacing={1}>
        <TextField label={words.t('answer')} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={3} error={error !== undefined} helperText={error} />
        <Box><Button type="submit" variant="contained" disabled={saving || text.trim() === ''}>{words.t('send')}</Button></Box>
      </Stack>
    </Box>
  );
}

export function Conversation() {
  const words = useSupportWords();
  const translate = useTranslate();
  const calls = useSupportCalls();
  const { accountId = '' } = useParams();
  const account = useLoaded(async () => (await calls.accounts([accountId])).get(accountId), [calls, accountId], { keepPrevious: true });
  const messages = useLoaded(() => calls.messages(accountId), [calls, accountId], { keepPrevious: true });
  const name = accountName(account.data, accountId);
  let thread;
  if (messages.loading && !messages.data) {
    thread = <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}><CircularProgress size={18} aria-hidden /><span>{translate('ra.page.loading')}</span></Stack>;
  } else if (messages.error || !messages.data) {
    thread = <Alert severity="error">{words.t('error', { message: errorMessage(messages.error) })}</Alert>;
  } else if (messages.data.length === 0) {
    thread = <Typography color="text.secondary">{words.t('empty')}</Typography>;
  } else {
    thread = (
      <List aria-label={words.t('conversation', { name })}>
        {messages.data.map((m) => (
          <ListItem key={m._id} sx={{ justifyContent: m.from === 'staff' ? 'flex-end' : 'flex-start' }}>
            <Paper variant="outlined" sx={{ p: 1.5, maxWidth: '80%', bgcolor: m.from === 'staff' ? 'action.selected' : 'background.paper' }}>
              <ListItemText
                primary={m.text}
                secondary={`${m.from === 'staff' ? words.t('fromStaff') : words.t('fromCustomer')} · ${words.when(m.createdAt)} · ${m.readAt ? words.t('readAt', { when: words.when(m.readAt) }) : words.t('unread')}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </Paper>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Stack spacing={2}>
      <Title title={words.t('conversation', { name })} />
      <Box><Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBackIcon />}>{words.t('back')}</Button></Box>
      <Typography variant="h5" component="h1">{words.t('conversation', { name })}</Typography>
      {thread}
      {messages.error ? null : <AnswerForm accountId={accountId} onSent={messages.reload} />}
    </Stack>
  );
}
