/**
 * A list screen's own states beside react-admin's: the words shown when there is nothing to list,
 * announced as a status, and the list's read error in the area's words.
 */
import { Alert, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { errorMessage } from '../resources/generic-form-schema.js';

/** Loading or empty: a line of text that screen readers announce. */
export function Status({ text }: { readonly text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
      {text}
    </Typography>
  );
}

/** The list's error; `text` words it around the error's own message (an area's `%{message}` text). */
export function ListError({ text }: { readonly text: (message: string) => string }) {
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {text(errorMessage(error))}
    </Alert>
  );
}
