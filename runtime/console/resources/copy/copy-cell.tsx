/**
 * One cell of the copy grid: its text (the inherited platform default marked in words, not only in
 * grey), whether it is being saved, was saved or failed with the API's message, and the in-place
 * editor. The editor saves on Enter, Tab and blur, cancels on Escape; Shift+Enter adds a line, as
 * texts may hold line breaks.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { AreaWords } from '../../pages/area-words.js';

/** Hidden from sight, read by screen readers. */
export const HIDDEN_TEXT = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export type CellStatus =
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved' }
  /** The API refused: its message, and the text tried, which the editor opens with again. */
  | { readonly kind: 'error'; readonly message: string; readonly draft: string };

/** How an edit ended: saved in place, saved moving to the next or previous cell, or left by a click elsewhere. */
export type CommitMove = 'stay' | 'next' | 'previous' | 'blur';

export interface CellEditorProps {
  readonly initial: string;
  readonly label: string;
  readonly onCommit: (draft: string, move: CommitMove) => void;
  readonly onCancel: () => void;
}

export function CellEditor({ initial, label, onCommit, onCancel }: CellEditorProps) {
  const [draft, setDraft] = useState(initial);
  // Enter, Tab or Escape end the edit; the blur that follows as the editor goes must not end it again.
  const ended = useRef(false);
  const end = (then: () => void) => {
    if (ended.current) return;
    ended.current = true;
    then();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The grid's own keys (arrows, Tab, Enter) belong to the editor while it is open.
    event.stopPropagation();
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      end(() => onCommit(draft, 'stay'));
    } else if (event.key === 'Tab') {
      event.preventDefault();
      end(() => onCommit(draft, event.shiftKey ? 'previous' : 'next'));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      end(onCancel);
    }
  };
  return (
    <TextField
      autoFocus
      multiline
      fullWidth
      size="small"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => end(() => onCommit(draft, 'blur'))}
      // The caret starts at the end, as a spreadsheet's does on Enter or a typed first letter.
      slotProps={{ htmlInput: { 'aria-label': label, onFocus: (event: { currentTarget: HTMLTextAreaElement }) => event.currentTarget.setSelectionRange(draft.length, draft.length) } }}
    />
  );
}

export interface CellViewProps {
  readonly text: string;
  readonly inherited: boolean;
  readonly status?: CellStatus;
  readonly words: AreaWords;
}

export function CellView({ text, inherited, status, words }: CellViewProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: 24 }}>
      {text ? (
        <Typography
          variant="body2"
          component="span"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...(inherited ? { color: 'text.secondary', fontStyle: 'italic' } : {}) }}
        >
          {text}
          {inherited && <Box component="span" sx={HIDDEN_TEXT}>{` (${words('inherited')})`}</Box>}
        </Typography>
      ) : (
        <Typography variant="body2" component="span" color="text.secondary" aria-label={words('noText')}>
          —
        </Typography>
      )}
      {status?.kind === 'saving' && <CircularProgress size={12} sx={{ ml: 1 }} aria-label={translate('ampere.common.saving')} />}
      {status?.kind === 'saved' && (
        <CheckCircleIcon fontSize="inherit" color="success" sx={{ ml: 1, verticalAlign: 'middle' }} role="img" aria-label={words('saved')} titleAccess={words('saved')} />
      )}
      {status?.kind === 'error' && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {status.message}
        </Typography>
      )}
    </Box>
  );
}
