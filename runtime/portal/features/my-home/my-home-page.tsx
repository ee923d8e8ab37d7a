/** The my-home page (portal §2). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.js';

export default function MyHomePage() {
  const { t } = useTranslation();
  return <PageHeader title={t('nav.myHome')} />;
}
