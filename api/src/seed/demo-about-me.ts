import type { Language } from '@app/shared/contract';
import type { Random } from '../modules/media/seeded-random';

/**
 * Sentences a demo member's about_me is made of: an opening and a closing line in the member's
 * language, worded so they fit a woman or a man alike.
 */
const TEXTS: Record<Language, { openings: readonly string[]; closings: readonly string[] }> = {
  en: {
    openings: [
      'Easy-going and curious, always up for a good conversation.',
      'I love spontaneous weekends away and long dinners with friends.',
      'Down to earth, a bit of a romantic and never without a coffee.',
      'Life is short, so I laugh a lot and enjoy the little things.',
      'Weekdays at work, weekends outdoors – or on the sofa with a good film.',
      'Honest, cheerful and a little bit adventurous.',
    ],
    closings: [
      'Looking for someone to share good times with.',
      'Send me a message if you fancy a chat!',
      'Let’s see where a first drink takes us.',
      'Hoping to meet someone with a good sense of humour.',
      'Open to a nice chat and whatever follows.',
    ],
  },
  nl: {
    openings: [
      'Spontaan en nieuwsgierig, altijd in voor een goed gesprek.',
      'Ik hou van weekendjes weg en lange etentjes met vrienden.',
      'Nuchter, een tikje romantisch en nooit zonder koffie.',
      'Het leven is kort, dus ik lach veel en geniet van de kleine dingen.',
      'Doordeweeks aan het werk, in het weekend buiten – of op de bank met een goede film.',
      'Eerlijk, vrolijk en een beetje avontuurlijk.',
    ],
    closings: [
      'Op zoek naar iemand om leuke momenten mee te delen.',
      'Stuur me gerust een berichtje!',
      'Eens kijken waar een eerste drankje ons brengt.',
      'Ik hoop iemand met gevoel voor humor te ontmoeten.',
      'Ik sta open voor een leuk gesprek en wat daarna komt.',
    ],
  },
  de: {
    openings: [
      'Unkompliziert und neugierig, immer offen für ein gutes Gespräch.',
      'Ich liebe spontane Wochenendtrips und lange Abende mit Freunden.',
      'Bodenständig, ein bisschen romantisch und nie ohne Kaffee.',
      'Das Leben ist kurz – ich lache gern und genieße die kleinen Dinge.',
      'Unter der Woche im Job, am Wochenende draußen – oder mit einem guten Film auf dem Sofa.',
      'Ehrlich, fröhlich und ein bisschen abenteuerlustig.',
    ],
    closings: [
      'Ich suche jemanden, mit dem ich schöne Momente teilen kann.',
      'Schreib mir einfach, wenn du Lust auf einen Chat hast!',
      'Mal sehen, wohin uns ein erster Drink führt.',
      'Ich freue mich auf jemanden mit Humor.',
      'Offen für ein nettes Gespräch und alles, was daraus wird.',
    ],
  },
  fr: {
    openings: [
      'J’adore les week-ends improvisés et les longs dîners entre amis.',
      'Une bonne discussion autour d’un café, c’est tout ce que j’aime.',
      'La vie est courte : je ris beaucoup et je profite des petits plaisirs.',
      'La semaine au travail, le week-end dehors – ou sur le canapé devant un bon film.',
      'De l’humour, de la sincérité et un peu d’aventure : voilà ma recette.',
      'Fan de voyages, de musique et de soirées qui finissent tard.',
    ],
    closings: [
      'Je cherche quelqu’un avec qui partager de bons moments.',
      'Envoie-moi un message si tu as envie de discuter !',
      'Voyons où nous mène un premier verre.',
      'J’espère rencontrer quelqu’un qui a le sens de l’humour.',
      'Une belle rencontre ? Écris-moi.',
    ],
  },
  es: {
    openings: [
      'Me encantan las escapadas de fin de semana y las cenas largas con amigos.',
      'Una buena conversación con un café es mi plan perfecto.',
      'La vida es corta: me río mucho y disfruto de las pequeñas cosas.',
      'Entre semana trabajo; el fin de semana, al aire libre o en el sofá con una buena peli.',
      'Humor, sinceridad y un poco de aventura: esa es mi receta.',
      'Me gustan los viajes, la música y las noches que terminan tarde.',
    ],
    closings: [
      'Busco a alguien con quien compartir buenos momentos.',
      '¡Escríbeme si te apetece charlar!',
      'A ver adónde nos lleva una primera copa.',
      'Ojalá conozca a alguien con sentido del humor.',
      '¿Una bonita historia? Escríbeme.',
    ],
  },
  it: {
    openings: [
      'Adoro i weekend improvvisati e le lunghe cene con gli amici.',
      'Una bella chiacchierata davanti a un caffè è il mio piano perfetto.',
      'La vita è breve: rido tanto e mi godo le piccole cose.',
      'In settimana lavoro, nel weekend sto all’aria aperta o sul divano con un bel film.',
      'Ironia, sincerità e un pizzico di avventura: ecco la mia ricetta.',
      'Mi piacciono i viaggi, la musica e le serate che finiscono tardi.',
    ],
    closings: [
      'Cerco qualcuno con cui condividere bei momenti.',
      'Scrivimi se ti va di fare due chiacchiere!',
      'Vediamo dove ci porta un primo aperitivo.',
      'Spero di conoscere qualcuno con senso dell’umorismo.',
      'Una bella storia? Scrivimi.',
    ],
  },
  pl: {
    openings: [
      'Uwielbiam spontaniczne wyjazdy na weekend i długie kolacje ze znajomymi.',
      'Dobra rozmowa przy kawie to mój ulubiony plan.',
      'Życie jest krótkie: dużo się śmieję i cieszę się drobiazgami.',
      'W tygodniu praca, w weekend natura albo kanapa i dobry film.',
      'Poczucie humoru, szczerość i odrobina przygody – to mój przepis.',
      'Lubię podróże, muzykę i wieczory, które kończą się późno.',
    ],
    closings: [
      'Szukam kogoś, z kim można dzielić dobre chwile.',
      'Napisz, jeśli masz ochotę pogadać!',
      'Zobaczmy, dokąd zaprowadzi nas pierwsza kawa.',
      'Chętnie poznam kogoś z poczuciem humoru.',
      'Piękna historia? Napisz do mnie.',
    ],
  },
  da: {
    openings: [
      'Jeg elsker spontane weekendture og lange middage med venner.',
      'En god snak over en kop kaffe er min yndlingsplan.',
      'Livet er kort, så jeg griner meget og nyder de små ting.',
      'Hverdage på arbejde, weekender udenfor – eller i sofaen med en god film.',
      'Humor, ærlighed og en smule eventyr: det er min opskrift.',
      'Jeg holder af rejser, musik og aftener, der slutter sent.',
    ],
    closings: [
      'Jeg søger en at dele gode stunder med.',
      'Skriv endelig, hvis du har lyst til en snak!',
      'Lad os se, hvor en første drink fører os hen.',
      'Jeg håber at møde en med humor.',
      'En god historie? Skriv til mig.',
    ],
  },
  sv: {
    openings: [
      'Jag älskar spontana helgresor och långa middagar med vänner.',
      'Ett bra samtal över en fika är min favoritplan.',
      'Livet är kort, så jag skrattar mycket och njuter av de små sakerna.',
      'Vardagar på jobbet, helger ute i naturen – eller i soffan med en bra film.',
      'Humor, ärlighet och lite äventyr: det är mitt recept.',
      'Jag gillar resor, musik och kvällar som blir sena.',
    ],
    closings: [
      'Söker någon att dela fina stunder med.',
      'Skriv gärna om du vill chatta!',
      'Vi får se vart en första drink tar oss.',
      'Hoppas att träffa någon med humor.',
      'En fin historia? Skriv till mig.',
    ],
  },
  nb: {
    openings: [
      'Jeg elsker spontane helgeturer og lange middager med venner.',
      'En god prat over en kopp kaffe er favorittplanen min.',
      'Livet er kort, så jeg ler mye og nyter de små tingene.',
      'Hverdager på jobb, helger ute i naturen – eller i sofaen med en god film.',
      'Humor, ærlighet og litt eventyr: det er oppskriften min.',
      'Jeg liker reiser, musikk og kvelder som blir sene.',
    ],
    closings: [
      'Ser etter noen å dele fine stunder med.',
      'Send meg gjerne en melding hvis du vil prate!',
      'La oss se hvor en første drink tar oss.',
      'Håper å møte noen med humor.',
      'En fin historie? Skriv til meg.',
    ],
  },
  fi: {
    openings: [
      'Rakastan spontaaneja viikonloppumatkoja ja pitkiä illallisia ystävien kanssa.',
      'Hyvä keskustelu kahvikupin äärellä on lempisuunnitelmani.',
      'Elämä on lyhyt, joten nauran paljon ja nautin pienistä asioista.',
      'Arkisin töissä, viikonloppuisin luonnossa – tai sohvalla hyvän elokuvan kanssa.',
      'Huumoria, rehellisyyttä ja ripaus seikkailua: siinä reseptini.',
      'Pidän matkustamisesta, musiikista ja illoista, jotka venyvät myöhään.',
    ],
    closings: [
      'Etsin ihmistä, jonka kanssa jakaa hyviä hetkiä.',
      'Laita viestiä, jos haluat jutella!',
      'Katsotaan, mihin ensimmäinen drinkki meidät vie.',
      'Toivon tapaavani jonkun, jolla on hyvä huumorintaju.',
      'Kaunis tarina? Kirjoita minulle.',
    ],
  },
};

/** A short about_me in the language: one opening and one closing line. */
export function aboutMe(language: Language, random: Random): string {
  const { openings, closings } = TEXTS[language];
  return `${random.pick(openings)} ${random.pick(closings)}`;
}
