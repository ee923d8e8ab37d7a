/**
 * portal §2 FAQ: the topics (schemas/portal-shell.ts FaqTopic) and their questions, read from the copy.
 * A topic's questions are faq.{topic}.q1, q2, … each with its answer faq.{topic}.a1, …, numbered
 * without gaps (runtime/server/seed/demo/copy/my-pages-faq.ts); an editor adds a question by adding
 * the next pair. A topic without questions is left out.
 */
import { FaqTopic } from '../../../../schemas/portal-shell.js';

export interface FaqQuestion {
  readonly questionKey: string;
  readonly answerKey: string;
}

export interface FaqSection {
  readonly topic: FaqTopic;
  readonly questions: readonly FaqQuestion[];
}

/** More than any topic will hold; stops the scan if a copy export ever numbers to infinity. */
const MAX_QUESTIONS = 100;

export function faqSections(hasKey: (key: string) => boolean): FaqSection[] {
  return FaqTopic.options
    .map((topic) => {
      const questions: FaqQuestion[] = [];
      for (let n = 1; n <= MAX_QUESTIONS; n++) {
        const questionKey = `faq.${topic}.q${n}`;
        const answerKey = `faq.${topic}.a${n}`;
        if (!hasKey(questionKey) || !hasKey(answerKey)) break;
        questions.push({ questionKey, answerKey });
      }
      return { topic, questions };
    })
    .filter((s) => s.questions.length > 0);
}

/** portal §2 "accessibility statement link with an organisation query parameter"; undefined when the configured link is not a URL. */
export function accessibilityLink(base: string, organisation: string): string | undefined {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  url.searchParams.set('organisation', organisation);
  return url.href;
}
