/**
 * The console's Support messages page (back-office §7 Messaging and support; page flag messaging):
 * the organisation's feedback at support-messages/, and one customer's support conversation, with
 * staff's answer, at support-messages/:accountId.
 */
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { Conversation } from './conversation.js';
import { FeedbackList } from './feedback-list.js';
import { useSupportWords } from './support-words.js';

function Overview() {
  const words = useSupportWords();
  return (
    <Stack spacing={2}>
      <Title title={words.t('title')} />
      <Typography>{words.t('intro')}</Typography>
      <FeedbackList />
      <Typography variant="body2" color="text.secondary">{words.t('findHint')}</Typography>
    </Stack>
  );
}

export function SupportPage() {
  return (
    <Stack sx={{ p: 2 }}>
      <Routes>
        <Route index element={<Overview />} />
        <Route path=":accountId" element={<Conversation />} />
      </Routes>
    </Stack>
  );
}

export default SupportPage;
