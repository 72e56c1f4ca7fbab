import type { DemoCopy } from './demo-lander-copy-a.data';

export const VIDEO_TONIGHT: DemoCopy = {
  da: [
    'Ingen planer i aften?',
    'Brug aftenen på at lære en ny at kende. Se medlemmer fra dit land, tilmeld dig gratis, og skriv, når du har lyst.',
    'Tilmeld dig gratis',
  ],
  de: [
    'Heute Abend noch nichts vor?',
    'Lerne heute Abend jemand Neues kennen. Schau dir Mitglieder aus deinem Land an, registriere dich kostenlos und schreib, wann immer du Lust hast.',
    'Kostenlos registrieren',
  ],
  en: [
    'No plans tonight?',
    'Spend the evening getting to know someone new. Have a look at members from your country, sign up for free and write whenever you feel like it.',
    'Sign up for free',
  ],
  es: [
    '¿Sin planes esta noche?',
    'Pasa la noche conociendo a alguien nuevo. Mira los miembros de tu país, regístrate gratis y escribe cuando te apetezca.',
    'Regístrate gratis',
  ],
  fi: [
    'Ei suunnitelmia tälle illalle?',
    'Tutustu tänä iltana johonkuhun uuteen. Katso maasi jäseniä, rekisteröidy maksutta ja kirjoita, kun siltä tuntuu.',
    'Rekisteröidy maksutta',
  ],
  fr: [
    'Rien de prévu ce soir\u00a0?',
    'Passez la soirée à faire connaissance avec quelqu’un de nouveau. Découvrez des membres de votre pays, inscrivez-vous gratuitement et écrivez quand vous en avez envie.',
    'Inscrivez-vous gratuitement',
  ],
  it: [
    'Nessun programma per stasera?',
    'Passa la serata a conoscere qualcuno di nuovo. Guarda i membri del tuo paese, iscriviti gratis e scrivi quando ne hai voglia.',
    'Iscriviti gratis',
  ],
  nb: [
    'Ingen planer i kveld?',
    'Bruk kvelden på å bli kjent med noen nye. Se medlemmer fra landet ditt, registrer deg gratis og skriv når du har lyst.',
    'Registrer deg gratis',
  ],
  nl: [
    'Vanavond nog niets te doen?',
    'Leer vanavond iemand nieuws kennen. Bekijk leden uit jouw land, meld je gratis aan en stuur een bericht wanneer jij wilt.',
    'Gratis aanmelden',
  ],
  pl: [
    'Nie masz planów na wieczór?',
    'Spędź wieczór, poznając kogoś nowego. Zobacz użytkowników z Twojego kraju, zarejestruj się za darmo i napisz, kiedy masz ochotę.',
    'Zarejestruj się za darmo',
  ],
  sv: [
    'Inga planer i kväll?',
    'Lär känna någon ny i kväll. Titta på medlemmar från ditt land, registrera dig gratis och skriv när du känner för det.',
    'Registrera dig gratis',
  ],
};

export const ALONE_WEEKEND: DemoCopy = {
  da: [
    'Har du planer for weekenden?',
    'Svar på et par korte spørgsmål, og se medlemmer, der måske passer til dig. Kaffe, en gåtur eller en lang snak: Du bestemmer tempoet.',
    'Kom i gang',
  ],
  de: [
    'Schon Pläne fürs Wochenende?',
    'Beantworte ein paar kurze Fragen und sieh dir Mitglieder an, die zu dir passen könnten. Kaffee, Spaziergang oder langes Gespräch: Du bestimmst das Tempo.',
    'Jetzt loslegen',
  ],
  en: [
    'Any plans for the weekend?',
    'Answer a few short questions and see members who might suit you. Coffee, a walk or a long chat: you set the pace.',
    'Get started',
  ],
  es: [
    '¿Tienes planes para el fin de semana?',
    'Responde a unas preguntas rápidas y descubre miembros que podrían encajar contigo. Un café, un paseo o una larga charla: tú marcas el ritmo.',
    'Empieza ahora',
  ],
  fi: [
    'Joko viikonlopun suunnitelmat ovat selvillä?',
    'Vastaa muutamaan lyhyeen kysymykseen ja katso jäseniä, jotka voisivat olla makuusi. Kahvit, kävely tai pitkä juttutuokio – sinä päätät tahdin.',
    'Aloita nyt',
  ],
  fr: [
    'Des projets pour le week-end\u00a0?',
    'Répondez à quelques questions rapides et découvrez des membres qui pourraient vous correspondre. Un café, une balade ou une longue discussion\u00a0: c’est vous qui choisissez le rythme.',
    'Commencer',
  ],
  it: [
    'Programmi per il fine settimana?',
    'Rispondi a qualche breve domanda e scopri i membri che potrebbero fare per te. Un caffè, una passeggiata o una lunga chiacchierata: sei tu a decidere i tempi.',
    'Inizia ora',
  ],
  nb: [
    'Har du planer for helgen?',
    'Svar på noen korte spørsmål og se medlemmer som kanskje passer for deg. Kaffe, en tur eller en lang prat: Du bestemmer tempoet.',
    'Kom i gang',
  ],
  nl: [
    'Al plannen voor het weekend?',
    'Beantwoord een paar korte vragen en bekijk leden die bij je kunnen passen. Koffie, een wandeling of een lang gesprek: jij bepaalt het tempo.',
    'Aan de slag',
  ],
  pl: [
    'Masz plany na weekend?',
    'Odpowiedz na kilka krótkich pytań i zobacz użytkowników, którzy mogą do Ciebie pasować. Kawa, spacer czy długa rozmowa – Ty decydujesz o tempie.',
    'Zacznij teraz',
  ],
  sv: [
    'Har du planer för helgen?',
    'Svara på några korta frågor och se medlemmar som kanske passar dig. Fika, en promenad eller ett långt samtal: Du bestämmer takten.',
    'Kom igång',
  ],
};

export const COLLAGE_CITY_NIGHTS: DemoCopy = {
  da: [
    'Byens aftener, nye ansigter',
    'Fra en drink efter arbejde til en tur gennem byen: Mød medlemmer fra byer i hele dit land. Det er gratis at tilmelde sig.',
    'Mød nye mennesker',
  ],
  de: [
    'Stadtnächte, neue Gesichter',
    'Vom Feierabenddrink bis zum Bummel durch die Stadt: Lerne Mitglieder aus Städten in deinem ganzen Land kennen. Die Registrierung ist kostenlos.',
    'Neue Leute kennenlernen',
  ],
  en: [
    'City nights, new faces',
    'From a drink after work to a stroll through town: meet members from towns and cities across your country. Signing up is free.',
    'Meet new people',
  ],
  es: [
    'Noches en la ciudad, caras nuevas',
    'De una copa después del trabajo a un paseo por el centro: conoce a miembros de ciudades de todo tu país. El registro es gratis.',
    'Conoce gente nueva',
  ],
  fi: [
    'Kaupungin illat, uudet kasvot',
    'Afterworkista iltakävelyyn kaupungilla: tutustu jäseniin eri puolilta maatasi. Rekisteröityminen on maksutonta.',
    'Tapaa uusia ihmisiä',
  ],
  fr: [
    'Soirées en ville, nouveaux visages',
    'D’un verre après le travail à une balade en ville\u00a0: rencontrez des membres des villes de tout votre pays. L’inscription est gratuite.',
    'Faire des rencontres',
  ],
  it: [
    'Serate in città, volti nuovi',
    'Da un aperitivo dopo il lavoro a una passeggiata in centro: conosci membri delle città di tutto il tuo paese. L’iscrizione è gratuita.',
    'Conosci persone nuove',
  ],
  nb: [
    'Byens kvelder, nye ansikter',
    'Fra en drink etter jobb til en tur gjennom byen: Møt medlemmer fra byer over hele landet ditt. Det er gratis å registrere seg.',
    'Møt nye mennesker',
  ],
  nl: [
    'Avonden in de stad, nieuwe gezichten',
    'Van een borrel na het werk tot een wandeling door de stad: ontmoet leden uit steden in heel jouw land. Aanmelden is gratis.',
    'Ontmoet nieuwe mensen',
  ],
  pl: [
    'Wieczory w mieście, nowe twarze',
    'Od drinka po pracy po spacer po mieście – poznaj użytkowników z miast w całym Twoim kraju. Rejestracja jest bezpłatna.',
    'Poznaj nowe osoby',
  ],
  sv: [
    'Stadens kvällar, nya ansikten',
    'Från en drink efter jobbet till en promenad genom stan: Träffa medlemmar från städer i hela ditt land. Det är gratis att registrera sig.',
    'Träffa nya människor',
  ],
};
