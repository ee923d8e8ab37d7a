/** Page navigation under the grid: which keys are shown of how many, and the previous and next pages. */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import type { AreaWords } from '../../pages/area-words.js';

export interface CopyPagerProps {
  readonly page: number;
  readonly pages: number;
  readonly total: number;
  /** Keys a page holds. */
  readonly limit: number;
  /** Keys on this page. */
  readonly shown: number;
  readonly onPage: (page: number) => void;
  readonly words: AreaWords;
}

export function CopyPager({ page, pages, total, limit, shown, onPage, words }: CopyPagerProps) {
  const from = (page - 1) * limit + 1;
  return (
    <Stack component="nav" aria-label={words('pages.label')} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', pt: 1 }}>
      <Typography variant="body2" role="status">{words('pages.range', { from, to: from + shown - 1, total })}</Typography>
      <IconButton aria-label={words('pages.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2">{words('pages.page', { page, pages: Math.max(pages, 1) })}</Typography>
      <IconButton aria-label={words('pages.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
