/**
 * The copy screen's controls: the type, whose texts (a platform admin chooses the platform default or
 * the organisation; an organisation's staff always see their own), the search, and the actions the
 * admin's scope allows.
 */
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { CopyType } from '../../../../schemas/copy.js';
import type { AreaWords } from '../../pages/area-words.js';

export type ScopeChoice = 'default' | 'organisation';

export interface CopyToolbarProps {
  readonly words: AreaWords;
  readonly type: CopyType;
  readonly onType: (type: CopyType) => void;
  /** Offered to platform staff only; undefined hides the choice. */
  readonly scopeChoice?: ScopeChoice;
  readonly organisation?: string;
  readonly onScope: (choice: ScopeChoice) => void;
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly onAdd?: () => void;
  readonly onImport?: () => void;
  readonly onExport: () => void;
  readonly exporting: boolean;
}

export function CopyToolbar({ words, type, onType, scopeChoice, organisation, onScope, search, onSearch, onAdd, onImport, onExport, exporting }: CopyToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }} useFlexGap>
      <TextField select size="small" label={words('type')} value={type} onChange={(event) => onType(event.target.value as CopyType)} sx={{ minWidth: 220 }}>
        {CopyType.options.map((option) => (
          <MenuItem key={option} value={option}>{words(`types.${option}`)}</MenuItem>
        ))}
      </TextField>
      {scopeChoice && (
        <TextField select size="small" label={words('scope')} value={scopeChoice} onChange={(event) => onScope(event.target.value as ScopeChoice)} sx={{ minWidth: 280 }}>
          <MenuItem value="default">{words('scopeDefault')}</MenuItem>
          {organisation && <MenuItem value="organisation">{words('scopeOrganisation', { organisation })}</MenuItem>}
        </TextField>
      )}
      <TextField type="search" size="small" label={words('search')} value={search} onChange={(event) => onSearch(event.target.value)} sx={{ minWidth: 280, flex: 1 }} />
      <Stack direction="row" spacing={1}>
        {onAdd && <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>{words('add.button')}</Button>}
        {onImport && <Button startIcon={<UploadIcon />} onClick={onImport}>{words('import.button')}</Button>}
        <Button startIcon={<DownloadIcon />} onClick={onExport} loading={exporting}>{words('export')}</Button>
      </Stack>
    </Stack>
  );
}
