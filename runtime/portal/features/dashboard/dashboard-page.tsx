/** The dashboard page (portal §2). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.js';

export default function DashboardPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('nav.dashboard')} />;
}
