/** The frame's own words (ampere.frame.…): the console's title and the language menu's label. */
import type { ConsoleMessages } from '../console-messages.js';

const frame: ConsoleMessages = {
  en: { title: 'Ampere console', language: 'Language' },
  sv: { title: 'Ampere-konsol', language: 'Språk' },
  nb: { title: 'Ampere-konsoll', language: 'Språk' },
  nn: { title: 'Ampere-konsoll', language: 'Språk' },
  fi: { title: 'Ampere-konsoli', language: 'Kieli' },
  de: { title: 'Ampere-Konsole', language: 'Sprache' },
};

export default frame;
