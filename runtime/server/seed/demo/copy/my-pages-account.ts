/** Copy group 'my-pages': account settings. */
import type { Row } from './text.js';

export const ACCOUNT: readonly Row[] = [
  ['account.title', 'Account settings', 'Kontoinställningar', 'Kontoinnstillinger', 'Kontoinnstillingar', 'Tilin asetukset', 'Kontoeinstellungen'],
  ['account.name', 'Name', 'Namn', 'Navn', 'Namn', 'Nimi', 'Name'],
  ['account.details', 'Your details', 'Dina uppgifter', 'Opplysningene dine', 'Opplysningane dine', 'Tietosi', 'Ihre Angaben'],
  ['account.firstName', 'First name', 'Förnamn', 'Fornavn', 'Førenamn', 'Etunimi', 'Vorname'],
  ['account.lastName', 'Last name', 'Efternamn', 'Etternavn', 'Etternamn', 'Sukunimi', 'Nachname'],
  ['account.address', 'Address', 'Adress', 'Adresse', 'Adresse', 'Osoite', 'Adresse'],
  ['account.zipCode', 'Postcode', 'Postnummer', 'Postnummer', 'Postnummer', 'Postinumero', 'Postleitzahl'],
  ['account.city', 'Town', 'Ort', 'Poststed', 'Poststad', 'Postitoimipaikka', 'Ort'],
  ['account.email', 'E-mail', 'E-post', 'E-post', 'E-post', 'Sähköposti', 'E-Mail'],
  ['account.phone', 'Phone number', 'Telefonnummer', 'Telefonnummer', 'Telefonnummer', 'Puhelinnumero', 'Telefonnummer'],
  ['account.language', 'Language', 'Språk', 'Språk', 'Språk', 'Kieli', 'Sprache'],
  ['account.customerNumber', 'Customer number', 'Kundnummer', 'Kundenummer', 'Kundenummer', 'Asiakasnumero', 'Kundennummer'],
  ['account.invalidEmail', 'Enter a valid e-mail address (at most 35 characters).', 'Ange en giltig e-postadress (högst 35 tecken).', 'Skriv inn en gyldig e-postadresse (maks 35 tegn).', 'Skriv inn ei gyldig e-postadresse (maks 35 teikn).', 'Anna kelvollinen sähköpostiosoite (enintään 35 merkkiä).', 'Geben Sie eine gültige E-Mail-Adresse ein (höchstens 35 Zeichen).'],
  ['account.invalidPhone', 'Enter a mobile number starting with 07, followed by eight digits.', 'Ange ett mobilnummer som börjar med 07 följt av åtta siffror.', 'Skriv inn et mobilnummer som begynner med 07, etterfulgt av åtte sifre.', 'Skriv inn eit mobilnummer som byrjar med 07, etterfølgt av åtte siffer.', 'Anna matkapuhelinnumero, joka alkaa 07 ja jota seuraa kahdeksan numeroa.', 'Geben Sie eine Handynummer ein, die mit 07 beginnt und acht weitere Ziffern hat.'],
  ['account.changeInformation', 'Change your details', 'Ändra dina uppgifter', 'Endre opplysningene dine', 'Endre opplysningane dine', 'Muuta tietojasi', 'Ihre Angaben ändern'],
  ['account.changeInformationNotice', 'Do your details need changing? Use the form below, and we will update them within a few working days.', 'Behöver dina uppgifter ändras? Använd formuläret nedan så uppdaterar vi dem inom några arbetsdagar.', 'Må opplysningene dine endres? Bruk skjemaet nedenfor, så oppdaterer vi dem innen noen virkedager.', 'Må opplysningane dine endrast? Bruk skjemaet nedanfor, så oppdaterer vi dei innan nokre vyrkedagar.', 'Pitääkö tietojasi muuttaa? Käytä alla olevaa lomaketta, niin päivitämme ne muutaman arkipäivän kuluessa.', 'Müssen Ihre Angaben geändert werden? Nutzen Sie das Formular unten, wir aktualisieren sie innerhalb weniger Werktage.'],
  ['account.password.current', 'Current password', 'Nuvarande lösenord', 'Nåværende passord', 'Noverande passord', 'Nykyinen salasana', 'Aktuelles Passwort'],
  ['account.password.saved', 'Your password has been changed, and you have been signed out on your other devices.', 'Ditt lösenord har ändrats och du har loggats ut på dina andra enheter.', 'Passordet ditt er endret, og du er logget ut på de andre enhetene dine.', 'Passordet ditt er endra, og du er logga ut på dei andre einingane dine.', 'Salasanasi on vaihdettu, ja sinut on kirjattu ulos muilla laitteillasi.', 'Ihr Passwort wurde geändert, und Sie wurden auf Ihren anderen Geräten abgemeldet.'],
  ['account.password.change', 'Change password', 'Byt lösenord', 'Bytt passord', 'Byt passord', 'Vaihda salasana', 'Passwort ändern'],
  ['account.password.new', 'New password', 'Nytt lösenord', 'Nytt passord', 'Nytt passord', 'Uusi salasana', 'Neues Passwort'],
  ['account.password.repeat', 'Repeat the new password', 'Upprepa det nya lösenordet', 'Gjenta det nye passordet', 'Gjenta det nye passordet', 'Toista uusi salasana', 'Neues Passwort wiederholen'],
  ['account.password.mismatch', 'The passwords do not match.', 'Lösenorden matchar inte.', 'Passordene er ikke like.', 'Passorda er ikkje like.', 'Salasanat eivät täsmää.', 'Die Passwörter stimmen nicht überein.'],
  ['account.password.tooShort', 'The password must be longer than 2 characters.', 'Lösenordet måste vara längre än 2 tecken.', 'Passordet må være lengre enn 2 tegn.', 'Passordet må vere lengre enn 2 teikn.', 'Salasanan on oltava yli 2 merkkiä pitkä.', 'Das Passwort muss länger als 2 Zeichen sein.'],
  ['account.saved', 'Your changes have been saved.', 'Dina ändringar har sparats.', 'Endringene dine er lagret.', 'Endringane dine er lagra.', 'Muutoksesi on tallennettu.', 'Ihre Änderungen wurden gespeichert.'],
];
