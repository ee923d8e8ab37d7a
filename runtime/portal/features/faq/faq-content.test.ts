/** portal §2 FAQ: topics and questions from the copy keys, and the accessibility link. */
import { describe, expect, it } from 'vitest';
import { accessibilityLink, faqSections } from './faq-content.js';

describe('faq sections', () => {
  it('lists the topics in the spec order with their numbered questions, leaving out empty topics', () => {
    const keys = new Set(['faq.misc.q1', 'faq.misc.a1', 'faq.invoices.q1', 'faq.invoices.a1', 'faq.invoices.q2', 'faq.invoices.a2', 'faq.app.q1']);
    const sections = faqSections((k) => keys.has(k));
    expect(sections.map((s) => s.topic)).toEqual(['invoices', 'misc']);
    expect(sections[0]?.questions).toEqual([
      { questionKey: 'faq.invoices.q1', answerKey: 'faq.invoices.a1' },
      { questionKey: 'faq.invoices.q2', answerKey: 'faq.invoices.a2' },
    ]);
  });

  it('stops at the first gap in the numbering', () => {
    const keys = new Set(['faq.app.q1', 'faq.app.a1', 'faq.app.q3', 'faq.app.a3']);
    expect(faqSections((k) => keys.has(k))[0]?.questions).toHaveLength(1);
  });

  it('is empty when the copy has no questions', () => {
    expect(faqSections(() => false)).toEqual([]);
  });
});

describe('accessibility link', () => {
  it('adds the organisation as a query parameter', () => {
    expect(accessibilityLink('https://x.example/a11y', 'BRIGHT')).toBe('https://x.example/a11y?organisation=BRIGHT');
    expect(accessibilityLink('https://x.example/a11y?lang=nb', 'BRIGHT')).toBe('https://x.example/a11y?lang=nb&organisation=BRIGHT');
  });

  it('gives no link for a value that is not a URL', () => {
    expect(accessibilityLink('not a url', 'BRIGHT')).toBeUndefined();
  });
});
