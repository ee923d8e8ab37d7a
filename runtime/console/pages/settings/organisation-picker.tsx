/**
 * Which organisation's settings the page shows. Organisation admins see their own, named; platform
 * staff pick any — the organisations with settings are offered (from the releases status), and any
 * other code can be typed.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { useSettingsCalls } from './settings-calls.js';
import { useSettingsWords } from './settings-words.js';
import type { SettingsOrganisation } from './use-settings-organisation.js';

export function OrganisationPicker({ current }: { readonly current: SettingsOrganisation }) {
  const words = useSettingsWords();
  const calls = useSettingsCalls();
  const [known, setKnown] = useState<string[]>([]);
  useEffect(() => {
    if (!current.canPick) return;
    let live = true;
    calls
      .releasesStatus()
      .then((status) => live && setKnown(status.map((s) => s.organisation).sort()))
      .catch((error: unknown) => console.warn('Organisations could not be listed', error));
    return () => {
      live = false;
    };
  }, [calls, current.canPick]);

  if (!current.canPick) {
    return <Typography variant="body2">{words.t('organisation.own', { organisation: current.organisation ?? '' })}</Typography>;
  }
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={known}
      value={current.organisation ?? ''}
      onChange={(_e, next) => typeof next === 'string' && current.pick(next)}
      sx={{ width: 240 }}
      renderInput={(params) => <TextField {...params} label={words.t('organisation.label')} helperText={words.t('organisation.help')} />}
    />
  );
}
