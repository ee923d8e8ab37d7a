/**
 * The message's own fields: title, text, type, where opening it leads and that target's props (the
 * monthly report's month; the external link's name and its address in every language). Each shows
 * the contract's message for it.
 */
import { Button, FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { InboxItemType } from '../../../../schemas/inbox.js';
import { isPublicUrl } from '../../../../schemas/inbox-url.js';
import { NavigationTarget } from '../../../../schemas/navigation.js';
import { CONSOLE_LOCALE_NAMES } from '../../i18n/locales.js';
import { LANGUAGES, withType, type Draft, type FieldMessages } from './composer-model.js';
import { useComposerWords } from './composer-words.js';

export interface FieldsProps {
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
  readonly messages: FieldMessages;
}

function LinkTargets({ draft, onChange, messages }: FieldsProps) {
  const words = useComposerWords();
  const first = LANGUAGES.map((l) => draft.linkTargets[l].trim()).find(Boolean);
  const message = messages.linkTargets;
  return (
    <FormControl component="fieldset" error={message !== undefined}>
      <FormLabel component="legend">{words.t('form.linkTargets')}</FormLabel>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {LANGUAGES.map((language) => {
          const value = draft.linkTargets[language];
          return (
            <TextField
              key={language}
              label={words.t('form.linkIn', { language: CONSOLE_LOCALE_NAMES[language] })}
              size="small"
              type="url"
              value={value}
              // Which language's address breaks the rule, once the rule has spoken.
              error={message !== undefined && !isPublicUrl(value.trim())}
              onChange={(event) => onChange({ ...draft, linkTargets: { ...draft.linkTargets, [language]: event.target.value } })}
            />
          );
        })}
      </Stack>
      <FormHelperText>{message ?? words.t('form.linkTargetsHelp')}</FormHelperText>
      <Stack direction="row">
        <Button
          size="small"
          disabled={first === undefined}
          onClick={() => onChange({ ...draft, linkTargets: Object.fromEntries(LANGUAGES.map((l) => [l, draft.linkTargets[l].trim() || first!])) as Draft['linkTargets'] })}
        >
          {words.t('form.sameLink')}
        </Button>
      </Stack>
    </FormControl>
  );
}

export function MessageFields({ draft, onChange, messages }: FieldsProps) {
  const words = useComposerWords();
  return (
    <Stack spacing={2}>
      <TextField
        label={words.t('form.title')}
        value={draft.title}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
        error={messages.title !== undefined}
        helperText={messages.title}
      />
      <TextField
        label={words.t('form.body')}
        value={draft.body}
        onChange={(event) => onChange({ ...draft, body: event.target.value })}
        error={messages.body !== undefined}
        helperText={messages.body}
        multiline
        minRows={3}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={words.t('form.type')}
          value={draft.type}
          onChange={(event) => onChange(withType(draft, event.target.value as InboxItemType))}
          error={messages.type !== undefined}
          helperText={messages.type}
          sx={{ flex: 1 }}
        >
          {InboxItemType.options.map((type) => <MenuItem key={type} value={type}>{words.value(type)}</MenuItem>)}
        </TextField>
        <TextField
          select
          label={words.t('form.navigation')}
          value={draft.navigation}
          onChange={(event) => onChange({ ...draft, navigation: event.target.value as NavigationTarget })}
          error={messages.navigation !== undefined}
          helperText={messages.navigation ?? words.t('form.navigationHelp')}
          sx={{ flex: 1 }}
        >
          {NavigationTarget.options.map((target) => <MenuItem key={target} value={target}>{target}</MenuItem>)}
        </TextField>
      </Stack>
      {draft.navigation === 'MONTHLY_REPORT' ? (
        <TextField
          label={words.t('form.month')}
          value={draft.monthDateKey}
          placeholder="2025-01"
          onChange={(event) => onChange({ ...draft, monthDateKey: event.target.value })}
          error={messages.month !== undefined}
          helperText={messages.month}
          sx={{ maxWidth: 240 }}
        />
      ) : null}
      {draft.navigation === 'EXTERNAL_URL' ? (
        <>
          <TextField
            label={words.t('form.linkName')}
            value={draft.linkName}
            onChange={(event) => onChange({ ...draft, linkName: event.target.value })}
            error={messages.linkName !== undefined}
            helperText={messages.linkName}
          />
          <LinkTargets draft={draft} onChange={onChange} messages={messages} />
        </>
      ) : null}
    </Stack>
  );
}
