/**
 * The organisation's feedback, newest first, each naming its customer and opening the conversation
 * with them. Staff reach any other customer's conversation from the customer view.
 */
import { Alert, CircularProgress, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useLoaded } from '../use-loaded.js';
import { accountName, useSupportCalls } from './support-calls.js';
import { useSupportWords } from './support-words.js';

export function FeedbackList() {
  const words = useSupportWords();
  const translate = useTranslate();
  const calls = useSupportCalls();
  const feedback = useLoaded(async () => {
    const rows = await calls.feedback();
    return { rows, accounts: await calls.accounts(rows.map((r) => r.accountId)) };
  }, [calls]);
  let body;
  if (feedback.loading) {
    body = <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', p: 2 }}><CircularProgress size={18} aria-hidden /><span>{translate('ra.page.loading')}</span></Stack>;
  } else if (feedback.error || !feedback.data) {
    body = <Alert severity="error" sx={{ m: 2 }}>{words.t('feedbackError', { message: errorMessage(feedback.error) })}</Alert>;
  } else if (feedback.data.rows.length === 0) {
    body = <Typography color="text.secondary" sx={{ p: 2 }}>{words.t('feedbackEmpty')}</Typography>;
  } else {
    const { rows, accounts } = feedback.data;
    body = (
      <TableContainer>
        <Table size="small" aria-label={words.t('feedback')}>
          <TableHead>
            <TableRow>
              <TableCell>{words.t('received')}</TableCell>
              <TableCell>{words.t('customer')}</TableCell>
              <TableCell>{words.t('text')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const name = accountName(accounts.get(row.accountId), row.accountId);
              return (
                <TableRow key={row._id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{words.when(row.createdAt)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={row.accountId} aria-label={words.t('open', { name })}>{name}</Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.text}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Paper component="section" variant="outlined" aria-label={words.t('feedback')}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>{words.t('feedback')}</Typography>
      {body}
    </Paper>
  );
}
