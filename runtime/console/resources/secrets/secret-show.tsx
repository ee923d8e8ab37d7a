/**
 * One secret: its metadata (never its value), with "Replace value" and "Delete" for scopes that may
 * use them.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardActions, CardContent } from '@mui/material';
import { Title, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSecretAccess } from './secret-access.js';
import { SecretDeleteButton } from './secret-delete.js';
import { MetaStatus, SecretMetaTable, useSecretMeta } from './secret-meta.js';
import { SECRETS, useSecretWords } from './secret-words.js';

export function SecretShow() {
  const { t } = useSecretWords();
  const { can } = useSecretAccess();
  const createPath = useCreatePath();
  const state = useSecretMeta();
  if (state.status !== 'ready') return <MetaStatus state={state} />;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('showTitle', { key: state.data.meta.key })} />
      <CardContent>
        <SecretMetaTable meta={state.data.meta} />
      </CardContent>
      <CardActions>
        {can('update') ? (
          <Button component={Link} to={createPath({ resource: SECRETS, type: 'edit', id: state.data.meta.key })} startIcon={<EditIcon />}>
            {t('replace')}
          </Button>
        ) : null}
        <SecretDeleteButton secret={state.data.ref} />
      </CardActions>
    </Card>
  );
}
