/** The sign-in, password-reset and set-password pages' words (ampere.sign-in.…). */
import type { ConsoleMessages } from '../console-messages.js';

const signIn: ConsoleMessages = {
  en: {
    refused: { portal: 'This account signs in to the customer portal, not the console.', apiOnly: 'The %{scope} scope is for API calls; it has no console pages.' },
    email: 'E-mail', forgot: 'Forgot your password?', resetTitle: 'Reset your password',
    resetHelp: 'We will e-mail you a link to set a new password.', resetSend: 'Send the link',
    resetSent: 'If the address belongs to an admin, an e-mail with a link to set a new password is on its way.',
    backToSignIn: 'Back to sign-in', setTitle: 'Set your password', newPassword: 'New password', repeatPassword: 'New password again',
    mismatch: 'The two passwords differ', setPassword: 'Set password', passwordSet: 'Your password is set. Sign in with it now.',
    noRef: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  },
  sv: {
    refused: { portal: 'Det här kontot loggar in på kundportalen, inte i konsolen.', apiOnly: 'Behörigheten %{scope} är till för API-anrop; den har inga sidor i konsolen.' },
    email: 'E-post', forgot: 'Glömt lösenordet?', resetTitle: 'Återställ ditt lösenord',
    resetHelp: 'Vi mejlar dig en länk för att välja ett nytt lösenord.', resetSend: 'Skicka länken',
    resetSent: 'Om adressen tillhör en administratör är ett mejl med en länk för att välja ett nytt lösenord på väg.',
    backToSignIn: 'Tillbaka till inloggningen', setTitle: 'Välj ditt lösenord', newPassword: 'Nytt lösenord', repeatPassword: 'Nytt lösenord igen',
    mismatch: 'Lösenorden är olika', setPassword: 'Spara lösenord', passwordSet: 'Ditt lösenord är sparat. Logga in med det nu.',
    noRef: 'Länken är ofullständig. Öppna länken i mejlet igen eller be om en ny.',
  },
  nb: {
    refused: { portal: 'Denne kontoen logger inn på kundeportalen, ikke i konsollen.', apiOnly: 'Tilgangen %{scope} er for API-kall; den har ingen sider i konsollen.' },
    email: 'E-post', forgot: 'Glemt passordet?', resetTitle: 'Tilbakestill passordet ditt',
    resetHelp: 'Vi sender deg en lenke på e-post for å velge et nytt passord.', resetSend: 'Send lenken',
    resetSent: 'Hvis adressen tilhører en administrator, er en e-post med en lenke for å velge nytt passord på vei.',
    backToSignIn: 'Tilbake til innlogging', setTitle: 'Velg passordet ditt', newPassword: 'Nytt passord', repeatPassword: 'Nytt passord igjen',
    mismatch: 'Passordene er ulike', setPassword: 'Lagre passord', passwordSet: 'Passordet ditt er lagret. Logg inn med det nå.',
    noRef: 'Lenken er ufullstendig. Åpne lenken i e-posten på nytt, eller be om en ny.',
  },
  nn: {
    refused: { portal: 'Denne kontoen loggar inn på kundeportalen, ikkje i konsollen.', apiOnly: 'Tilgangen %{scope} er for API-kall; han har ingen sider i konsollen.' },
    email: 'E-post', forgot: 'Gløymt passordet?', resetTitle: 'Tilbakestill passordet ditt',
    resetHelp: 'Vi sender deg ei lenkje på e-post for å velje eit nytt passord.', resetSend: 'Send lenkja',
    resetSent: 'Om adressa høyrer til ein administrator, er ein e-post med ei lenkje for å velje nytt passord på veg.',
    backToSignIn: 'Tilbake til innlogginga', setTitle: 'Vel passordet ditt', newPassword: 'Nytt passord', repeatPassword: 'Nytt passord igjen',
    mismatch: 'Passorda er ulike', setPassword: 'Lagre passord', passwordSet: 'Passordet ditt er lagra. Logg inn med det no.',
    noRef: 'Lenkja er ufullstendig. Opne lenkja i e-posten på nytt, eller be om ei ny.',
  },
  fi: {
    refused: { portal: 'Tämä tili kirjautuu asiakasportaaliin, ei konsoliin.', apiOnly: 'Käyttöoikeus %{scope} on API-kutsuja varten; sillä ei ole sivuja konsolissa.' },
    email: 'Sähköposti', forgot: 'Unohditko salasanasi?', resetTitle: 'Palauta salasana',
    resetHelp: 'Lähetämme sinulle sähköpostitse linkin uuden salasanan asettamiseen.', resetSend: 'Lähetä linkki',
    resetSent: 'Jos osoite kuuluu ylläpitäjälle, sähköposti ja linkki uuden salasanan asettamiseen ovat tulossa.',
    backToSignIn: 'Takaisin kirjautumiseen', setTitle: 'Aseta salasana', newPassword: 'Uusi salasana', repeatPassword: 'Uusi salasana uudelleen',
    mismatch: 'Salasanat eroavat', setPassword: 'Aseta salasana', passwordSet: 'Salasanasi on asetettu. Kirjaudu nyt sillä sisään.',
    noRef: 'Linkki on puutteellinen. Avaa sähköpostin linkki uudelleen tai pyydä uusi.',
  },
  de: {
    refused: { portal: 'Dieses Konto meldet sich im Kundenportal an, nicht in der Konsole.', apiOnly: 'Der Bereich %{scope} ist für API-Aufrufe gedacht; er hat keine Seiten in der Konsole.' },
    email: 'E-Mail', forgot: 'Passwort vergessen?', resetTitle: 'Passwort zurücksetzen',
    resetHelp: 'Wir senden Ihnen per E-Mail einen Link, um ein neues Passwort festzulegen.', resetSend: 'Link senden',
    resetSent: 'Wenn die Adresse zu einem Admin gehört, ist eine E-Mail mit einem Link zum Festlegen eines neuen Passworts unterwegs.',
    backToSignIn: 'Zurück zur Anmeldung', setTitle: 'Passwort festlegen', newPassword: 'Neues Passwort', repeatPassword: 'Neues Passwort wiederholen',
    mismatch: 'Die Passwörter stimmen nicht überein', setPassword: 'Passwort festlegen', passwordSet: 'Ihr Passwort ist festgelegt. Melden Sie sich jetzt damit an.',
    noRef: 'Dieser Link ist unvollständig. Öffnen Sie den Link aus der E-Mail erneut oder fordern Sie einen neuen an.',
  },
};

export default signIn;
