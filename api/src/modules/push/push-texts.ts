import type { Language } from '@app/shared/contract';

/** The words of push notifications in one language; the title is always the other member's name. */
export interface PushText {
  /** Body of a photo message. */
  photo: string;
  /** Body of a gift message. */
  gift: string;
  /** Body of a like. */
  like: string;
  /** Body of a like back (a match). */
  match: string;
}

/** Push notification texts in the eleven languages (the server's own, like the mail texts). */
export const PUSH_TEXTS: Record<Language, PushText> = {
  da: {
    photo: 'Har sendt dig et billede',
    gift: 'Har sendt dig en gave',
    like: 'Kan lide dig',
    match: 'Det er et match! I kan lide hinanden.',
  },
  de: {
    photo: 'Hat dir ein Foto geschickt',
    gift: 'Hat dir ein Geschenk geschickt',
    like: 'Hat dich gelikt',
    match: 'Es ist ein Match – die Sympathie beruht auf Gegenseitigkeit.',
  },
  en: {
    photo: 'Sent you a photo',
    gift: 'Sent you a gift',
    like: 'Likes you',
    match: "It's a match! You like each other.",
  },
  es: {
    photo: 'Te ha enviado una foto',
    gift: 'Te ha enviado un regalo',
    like: 'Le gustas',
    match: '¡Es un match! Os gustáis mutuamente.',
  },
  fi: {
    photo: 'Lähetti sinulle kuvan',
    gift: 'Lähetti sinulle lahjan',
    like: 'Tykkää sinusta',
    match: 'Teillä on match! Tykkäätte toisistanne.',
  },
  fr: {
    photo: 'Vous a envoyé une photo',
    gift: 'Vous a envoyé un cadeau',
    like: 'Craque pour vous',
    match: 'C’est un match\u00a0! Vous vous plaisez mutuellement.',
  },
  it: {
    photo: 'Ti ha inviato una foto',
    gift: 'Ti ha inviato un regalo',
    like: 'Ti ha messo mi piace',
    match: 'È un match! Vi piacete a vicenda.',
  },
  nb: {
    photo: 'Har sendt deg et bilde',
    gift: 'Har sendt deg en gave',
    like: 'Liker deg',
    match: 'Det er en match! Dere liker hverandre.',
  },
  nl: {
    photo: 'Heeft je een foto gestuurd',
    gift: 'Heeft je een cadeau gestuurd',
    like: 'Vindt je leuk',
    match: 'Het is een match! Jullie vinden elkaar leuk.',
  },
  pl: {
    photo: 'Przesyła Ci zdjęcie',
    gift: 'Przesyła Ci prezent',
    like: 'Polubił(a) Twój profil',
    match: 'Jest match! Podobacie się sobie nawzajem.',
  },
  sv: {
    photo: 'Har skickat ett foto till dig',
    gift: 'Har skickat en gåva till dig',
    like: 'Gillar dig',
    match: 'Det är en match! Ni gillar varandra.',
  },
};
