/**
 * portal §2 FAQ contact block: e-mail link, phone link, opening hours, the accessibility statement
 * link with the organisation as a query parameter, and optional extra info. Each part shows only when
 * its copy exists, so an organisation without a phone line simply has no phone link.
 */
import { useTranslation } from '../../app/translation.js';
import { normalisePhoneNumber } from '../../../../schemas/identity.js';
import { useTenant } from '../../app/context.js';
import { accessibilityLink } from './faq-content.js';

export function ContactBlock() {
  const { t, i18n } = useTranslation();
  const { organisation } = useTenant();
  const text = (key: string) => (i18n.exists(key) ? t(key) : undefined);
  const email = text('faq.contact.email');
  const phone = text('faq.contact.phone');
  const hours = text('faq.contact.openingHours');
  const extra = text('faq.contact.extra');
  const statementUrl = text('faq.contact.accessibilityUrl');
  const statement = statementUrl ? accessibilityLink(statementUrl, organisation) : undefined;

  return (
    <section className="card faq-contact" aria-labelledby="faq-contact-title" data-testid="faq-contact">
      <h2 id="faq-contact-title">{t('faq.contact.title')}</h2>
      <ul className="faq-contact__list">
        {email && (
          <li>
            <span className="faq-contact__label">{t('faq.contact.emailLabel')}</span>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <span className="faq-contact__label">{t('faq.contact.phoneLabel')}</span>
            <a href={`tel:${normalisePhoneNumber(phone)}`}>{phone}</a>
            {hours && <span className="faq-contact__hours">{hours}</span>}
          </li>
        )}
        {statement && (
          <li>
            <a href={statement}>{t('faq.contact.accessibility')}</a>
          </li>
        )}
      </ul>
      {extra && <p className="faq-contact__extra">{extra}</p>}
    </section>
  );
}
