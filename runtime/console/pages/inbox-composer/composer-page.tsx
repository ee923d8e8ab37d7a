/**
 * The console's inbox composer (issue 6 §5, back-office §3 Inbox item, §7 Messaging): a message with
 * its title, text, type and navigation target, its recipients, a preview of how customers see it, a
 * test send to one account, the send itself (messages/create) and a push of it (push/send). The
 * contract's rules run before anything is sent, their messages at the fields; what the server still
 * refuses shows with its own message.
 */
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, MenuItem, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, Title } from 'react-admin';
import { BackOfficeNotificationCategory, NotificationType } from '../../../../schemas/inbox.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { AccountPicker } from './account-picker.js';
import { useComposerCalls } from './composer-calls.js';
import {
  EMPTY_DRAFT, apiMessages, checkItem, checkPush, itemBody, pushBody, type Draft, type FieldMessages, type RecipientMode,
} from './composer-model.js';
import { useComposerWords } from './composer-words.js';
import { InboxPreview } from './inbox-preview.js';
import { MessageFields } from './message-fields.js';

type Action = 'send' | 'test' | 'push';

interface Outcome {
  readonly ok: boolean;
  readonly text: string;
}

/** The composer's messages: its fields', and the test account's. */
type ComposerMessages = FieldMessages & { readonly test?: string };

/** The contract's messages for an action: the test send's recipients are its one account. */
function check(action: Action, draft: Draft): ComposerMessages {
  if (action === 'push') return checkPush(pushBody(draft));
  if (action === 'send') return checkItem(itemBody(draft));
  const { recipients, ...rest } = checkItem(itemBody(draft, { accountIds: draft.testAccount ? [draft.testAccount.id] : [] }));
  return recipients === undefined ? rest : { ...rest, test: recipients };
}

export function ComposerPage() {
  const words = useComposerWords();
  const calls = useComposerCalls();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [messages, setMessages] = useState<ComposerMessages>({});
  // After a first attempt, the fields are checked again as they change, so a message goes once mended.
  const [tried, setTried] = useState<Action>();
  const [confirming, setConfirming] = useState<'send' | 'push'>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const change = (next: Draft) => {
    setDraft(next);
    if (tried) setMessages(check(tried, next));
  };

  /** Checks the draft for `action`; true when it may go. */
  const ready = (action: Action): boolean => {
    const found = check(action, draft);
    setTried(action);
    setMessages(found);
    if (Object.keys(found).length === 0) return true;
    setOutcome({ ok: false, text: words.t('form.invalid') });
    return false;
  };

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome({ ok: true, text: await work() });
    } catch (error) {
      setMessages(apiMessages(error));
      setTried(undefined);
      setOutcome({ ok: false, text: words.t('send.failed', { message: errorMessage(error) }) });
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready('send')) setConfirming('send');
  };
  const sendTest = () => {
    const account = draft.testAccount;
    if (!ready('test') || !account) return;
    void run(async () => {
      await calls.send(itemBody(draft, { accountIds: [account.id] }));
      return words.t('test.sent', { name: account.label });
    });
  };
  const pushNow = () => {
    if (ready('push')) setConfirming('push');
  };
  const confirmed = () => {
    if (confirming === 'send') {
      void run(async () => {
        await calls.send(itemBody(draft));
        return draft.mode === 'all' ? words.t('send.sentAll') : words.t('send.sentAccounts', { smart_count: draft.accounts.length });
      });
    } else if (confirming === 'push') {
      void run(async () => {
        const { sent, failed } = await calls.push(pushBody(draft));
        return words.t('push.sent', { smart_count: sent, failed });
      });
    }
  };

  const everyone = draft.mode === 'all';
  const title = draft.title.trim();
  const confirmTitle = confirming === 'push'
    ? (everyone ? words.t('push.confirmAll') : words.t('push.confirmAccounts', { smart_count: draft.accounts.length }))
    : (everyone ? words.t('send.confirmAll', { title }) : words.t('send.confirmAccounts', { smart_count: draft.accounts.length, title }));

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={words.t('title')} />
      <Typography variant="body1">{words.t('intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box component="form" noValidate onSubmit={submit} aria-label={words.t('form.label')} sx={{ flex: 1, minWidth: 0 }}>
          <Stack spacing={3}>
            <MessageFields draft={draft} onChange={change} messages={messages} />

            <FormControl component="fieldset" error={messages.recipients !== undefined}>
              <FormLabel component="legend">{words.t('recipients.label')}</FormLabel>
              <RadioGroup row value={draft.mode} onChange={(event) => change({ ...draft, mode: event.target.value as RecipientMode })}>
                <FormControlLabel value="accounts" control={<Radio />} label={words.t('recipients.accounts')} />
                <FormControlLabel value="all" control={<Radio />} label={words.t('recipients.all')} />
              </RadioGroup>
              {everyone ? null : (
                <AccountPicker label={words.t('recipients.accounts')} value={draft.accounts} onChange={(accounts) => change({ ...draft, accounts })} error={messages.recipients} />
              )}
            </FormControl>

            {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</Alert> : null}
            {messages.form ? <Alert severity="error">{messages.form}</Alert> : null}

            <Box>
              <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={busy}>{words.t('send.action')}</Button>
            </Box>

            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={words.t('test.label')}>
              <Stack spacing={1.5}>
                <Typography variant="subtitle1" component="h2">{words.t('test.label')}</Typography>
                <Typography variant="body2" color="text.secondary">{words.t('test.help')}</Typography>
                <AccountPicker
                  single
                  label={words.t('test.label')}
                  value={draft.testAccount ? [draft.testAccount] : []}
                  onChange={(accounts) => change({ ...draft, testAccount: accounts[0] })}
                  error={messages.test}
                />
                <Box><Button variant="outlined" onClick={sendTest} disabled={busy}>{words.t('test.action')}</Button></Box>
              </Stack>
            </Paper>

            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={words.t('push.label')}>
              <Stack spacing={1.5}>
                <Typography variant="subtitle1" component="h2">{words.t('push.label')}</Typography>
                <Typography variant="body2" color="text.secondary">{words.t('push.help')}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    size="small"
                    label={words.t('push.type')}
                    value={draft.pushType}
                    onChange={(event) => change({ ...draft, pushType: event.target.value as NotificationType })}
                    error={messages.pushType !== undefined}
                    helperText={messages.pushType}
                    sx={{ flex: 1 }}
                  >
                    {NotificationType.options.map((type) => <MenuItem key={type} value={type}>{words.value(type)}</MenuItem>)}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label={words.t('push.category')}
                    value={draft.pushCategory}
                    onChange={(event) => change({ ...draft, pushCategory: event.target.value as Draft['pushCategory'] })}
                    error={messages.pushCategory !== undefined}
                    helperText={messages.pushCategory}
                    sx={{ flex: 1 }}
                  >
                    <MenuItem value="">{words.t('push.categoryOfType')}</MenuItem>
                    {BackOfficeNotificationCategory.options.map((category) => <MenuItem key={category} value={category}>{words.value(category)}</MenuItem>)}
                  </TextField>
                </Stack>
                <Box><Button variant="outlined" onClick={pushNow} disabled={busy}>{words.t('push.action')}</Button></Box>
              </Stack>
            </Paper>
          </Stack>
        </Box>
        <InboxPreview draft={draft} />
      </Stack>
      <Confirm
        isOpen={confirming !== undefined}
        loading={busy}
        title={confirmTitle}
        content={words.t('send.confirmNote')}
        confirm={confirming === 'push' ? words.t('push.action') : words.t('send.action')}
        onConfirm={confirmed}
        onClose={() => setConfirming(undefined)}
      />
    </Stack>
  );
}

export default ComposerPage;
