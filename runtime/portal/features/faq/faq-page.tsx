/**
 * portal §2 FAQ: the contact block, then the collapsible topics. The route is absent when the tenant
 * hides the FAQ (app/routes.tsx); when the copy holds no question the topics are left out and the
 * contact block stays (docs: report, "An FAQ without questions").
 */
import { useTranslation } from '../../app/translation.js';
import { PageHeader } from '../../components/page-header.js';
import { ContactBlock } from './contact-block.js';
import { faqSections } from './faq-content.js';
import { FaqTopics } from './faq-topics.js';
import './faq.css';

export default function FaqPage() {
  const { t, i18n } = useTranslation();
  const sections = faqSections((key) => i18n.exists(key));
  return (
    <>
      <PageHeader title={t('faq.title')} withLocation={false} />
      <ContactBlock />
      {sections.length > 0 && <FaqTopics sections={sections} />}
    </>
  );
}
