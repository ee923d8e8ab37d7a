/** Copy group 'chat': the help chat widget and the support-message thread merged into it. */
import type { Row } from './text.js';

export const CHAT: readonly Row[] = [
  ['chat.title', 'Chat with us', 'Chatta med oss', 'Chat med oss', 'Chat med oss', 'Chattaa kanssamme', 'Chatten Sie mit uns'],
  ['chat.open', 'Open chat', 'Öppna chatten', 'Åpne chatten', 'Opne chatten', 'Avaa chat', 'Chat öffnen'],
  ['chat.close', 'Close chat', 'Stäng chatten', 'Lukk chatten', 'Lukk chatten', 'Sulje chat', 'Chat schließen'],
  ['chat.greeting', 'Hi! How can we help you today?', 'Hej! Hur kan vi hjälpa dig i dag?', 'Hei! Hva kan vi hjelpe deg med i dag?', 'Hei! Kva kan vi hjelpe deg med i dag?', 'Hei! Miten voimme auttaa sinua tänään?', 'Hallo! Wie können wir Ihnen heute helfen?'],
  ['chat.placeholder', 'Write a message …', 'Skriv ett meddelande …', 'Skriv en melding …', 'Skriv ei melding …', 'Kirjoita viesti…', 'Nachricht schreiben …'],
  ['chat.send', 'Send', 'Skicka', 'Send', 'Send', 'Lähetä', 'Senden'],
  ['chat.typing', 'Customer service is typing …', 'Kundservice skriver …', 'Kundeservice skriver …', 'Kundeservice skriv …', 'Asiakaspalvelu kirjoittaa…', 'Der Kundenservice schreibt …'],
  ['chat.fromStaff', 'Customer service', 'Kundservice', 'Kundeservice', 'Kundeservice', 'Asiakaspalvelu', 'Kundenservice'],
  ['chat.fromYou', 'You', 'Du', 'Du', 'Du', 'Sinä', 'Sie'],
  ['chat.empty', 'No messages yet. Write to us, and we will answer as soon as we can.', 'Inga meddelanden ännu. Skriv till oss så svarar vi så snart vi kan.', 'Ingen meldinger ennå. Skriv til oss, så svarer vi så snart vi kan.', 'Ingen meldingar enno. Skriv til oss, så svarar vi så snart vi kan.', 'Ei vielä viestejä. Kirjoita meille, niin vastaamme mahdollisimman pian.', 'Noch keine Nachrichten. Schreiben Sie uns, wir antworten so schnell wie möglich.'],
  ['chat.offline', 'The chat is closed right now. Leave a message, and we will reply during opening hours.', 'Chatten är stängd just nu. Lämna ett meddelande så svarar vi under öppettiderna.', 'Chatten er stengt akkurat nå. Legg igjen en melding, så svarer vi i åpningstiden.', 'Chatten er stengd akkurat no. Legg att ei melding, så svarar vi i opningstida.', 'Chat on nyt suljettu. Jätä viesti, niin vastaamme aukioloaikana.', 'Der Chat ist gerade geschlossen. Hinterlassen Sie eine Nachricht, wir antworten zu den Öffnungszeiten.'],
  ['chat.newMessage', 'New message from customer service', 'Nytt meddelande från kundservice', 'Ny melding fra kundeservice', 'Ny melding frå kundeservice', 'Uusi viesti asiakaspalvelulta', 'Neue Nachricht vom Kundenservice'],
  ['chat.read', 'Read', 'Läst', 'Lest', 'Lese', 'Luettu', 'Gelesen'],
  ['chat.sendFailed', 'The message could not be sent. Try again.', 'Meddelandet kunde inte skickas. Försök igen.', 'Meldingen kunne ikke sendes. Prøv igjen.', 'Meldinga kunne ikkje sendast. Prøv igjen.', 'Viestiä ei voitu lähettää. Yritä uudelleen.', 'Die Nachricht konnte nicht gesendet werden. Bitte erneut versuchen.'],
  ['chat.messageLabel', 'Your message', 'Ditt meddelande', 'Din melding', 'Meldinga di', 'Viestisi', 'Ihre Nachricht'],
  ['chat.sending', 'Sending …', 'Skickar …', 'Sender …', 'Sender …', 'Lähetetään…', 'Wird gesendet …'],
  ['chat.retry', 'Try again', 'Försök igen', 'Prøv igjen', 'Prøv igjen', 'Yritä uudelleen', 'Erneut versuchen'],
  ['chat.unread', '{number} unread', '{number} olästa', '{number} uleste', '{number} ulesne', '{number} lukematonta', '{number} ungelesen'],
  ['chat.feedback.title', 'How was your conversation?', 'Hur var samtalet?', 'Hvordan var samtalen?', 'Korleis var samtalen?', 'Millainen keskustelu oli?', 'Wie war Ihr Gespräch?'],
  ['chat.feedback.placeholder', 'Tell us what we can do better', 'Berätta vad vi kan göra bättre', 'Fortell oss hva vi kan gjøre bedre', 'Fortel oss kva vi kan gjere betre', 'Kerro, mitä voimme tehdä paremmin', 'Sagen Sie uns, was wir besser machen können'],
  ['chat.feedback.send', 'Send feedback', 'Skicka återkoppling', 'Send tilbakemelding', 'Send tilbakemelding', 'Lähetä palaute', 'Feedback senden'],
  ['chat.feedback.later', 'Not now', 'Inte nu', 'Ikke nå', 'Ikkje no', 'Ei nyt', 'Nicht jetzt'],
  ['chat.feedback.thanks', 'Thank you for your feedback!', 'Tack för din återkoppling!', 'Takk for tilbakemeldingen!', 'Takk for tilbakemeldinga!', 'Kiitos palautteestasi!', 'Vielen Dank für Ihr Feedback!'],
];
