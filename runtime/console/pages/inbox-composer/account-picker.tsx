/**
 * Choosing accounts by what staff know of a customer: a customer id, an e-mail or the account id.
 * One match is taken at once; several are offered to choose from. Chosen accounts show as chips
 * that can be removed. `single` keeps one account (the test send's).
 */
import CancelIcon from '@mui/icons-material/Cancel';
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useComposerCalls } from './composer-calls.js';
import type { AccountChoice } from './composer-model.js';
import { useComposerWords } from './composer-words.js';

export interface AccountPickerProps {
  readonly label: string;
  readonly value: readonly AccountChoice[];
  readonly onChange: (accounts: AccountChoice[]) => void;
  readonly single?: boolean;
  /** The contract's message for the recipients, shown at the field. */
  readonly error?: string;
}

export function AccountPicker({ label, value, onChange, single = false, error }: AccountPickerProps) {
  const words = useComposerWords();
  const calls = useComposerCalls();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<AccountChoice[]>([]);
  const [note, setNote] = useState<string>();

  const take = (account: AccountChoice) => {
    onChange(single ? [account] : [...value.filter((a) => a.id !== account.id), account]);
    setChoices([]);
    setText('');
  };

  const add = async () => {
    if (text.trim() === '') return;
    setBusy(true);
    setNote(undefined);
    setChoices([]);
    try {
      const found = await calls.find(text);
      if (found.length === 1) take(found[0]!);
      else if (found.length === 0) setNote(words.t('picker.noMatch'));
      else setChoices(found);
    } catch (e) {
      setNote((e as { status?: number }).status === 403 ? words.t('picker.cannotSearch') : words.t('picker.error', { message: errorMessage(e) }));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the account rather than submitting the composer.
    if (event.key === 'Enter') {
      event.preventDefault();
      void add();
    }
  };

  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={words.t('picker.find')}
          helperText={error ?? words.t('picker.help')}
          error={error !== undefined}
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={busy || text.trim() === ''}>
          {busy ? words.t('picker.searching') : words.t('picker.add')}
        </Button>
      </Stack>
      {note ? <Alert severity="info" role="status">{note}</Alert> : null}
      {choices.length ? (
        <Box role="list" aria-label={words.t('picker.find')}>
          {choices.map((choice) => (
            <Box role="listitem" key={choice.id} sx={{ display: 'inline-block', mr: 1, mb: 1 }}>
              <Button size="small" variant="text" onClick={() => take(choice)} aria-label={words.t('picker.choose', { name: choice.label })}>{choice.label}</Button>
            </Box>
          ))}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
        {value.map((account) => (
          <Chip
            key={account.id}
            label={account.label}
            onDelete={() => onChange(value.filter((a) => a.id !== account.id))}
            deleteIcon={<CancelIcon titleAccess={words.t('picker.remove', { name: account.label })} />}
          />
        ))}
      </Stack>
    </Stack>
  );
}
