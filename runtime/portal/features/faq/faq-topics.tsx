/**
 * portal §2 FAQ: "collapsible topics … with collapsible question and answer items". Disclosure
 * buttons (aria-expanded, aria-controls) inside headings, so a screen reader lists the topics as
 * headings and the keyboard opens each with Enter or Space; everything starts closed.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation.js';
import { Icon } from '../../components/icons.js';
import type { FaqQuestion, FaqSection } from './faq-content.js';

function Disclosure({ level, title, children, testId }: { readonly level: 2 | 3; readonly title: string; readonly children: ReactNode; readonly testId?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`faq-disclosure faq-disclosure--h${level}`} data-testid={testId}>
      <Heading className="faq-disclosure__heading">
        <button type="button" className="faq-disclosure__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          <Icon name="chevronDown" size={22} className="faq-disclosure__icon" />
        </button>
      </Heading>
      <div id={id} className="faq-disclosure__body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

function Question({ question }: { readonly question: FaqQuestion }) {
  const { t } = useTranslation();
  return (
    <li>
      <Disclosure level={3} title={t(question.questionKey)}>
        <p className="faq-answer">{t(question.answerKey)}</p>
      </Disclosure>
    </li>
  );
}

export function FaqTopics({ sections }: { readonly sections: readonly FaqSection[] }) {
  const { t } = useTranslation();
  return (
    <div className="card faq-topics">
      {sections.map((section) => (
        <Disclosure key={section.topic} level={2} title={t(`faq.topic.${section.topic}`)} testId={`faq-topic-${section.topic}`}>
          <ul className="faq-questions">
            {section.questions.map((q) => (
              <Question key={q.questionKey} question={q} />
            ))}
          </ul>
        </Disclosure>
      ))}
    </div>
  );
}
