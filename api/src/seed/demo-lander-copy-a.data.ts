import type { Language } from '@app/shared/contract';

/** A campaign's copy per language: headline, text, call to action. */
export type DemoCopy = Record<Language, readonly [headline: string, text: string, cta: string]>;

export const GALLERY_SUMMER: DemoCopy = {
  da: [
    'Sommeren er bedre, når man er to',
    'Se medlemmer fra dit land, hver med et billede og et par ord om sig selv. Tilmeld dig gratis, og skriv til dem, du gerne vil lære at kende.',
    'Tilmeld dig gratis',
  ],
  de: [
    'Der Sommer ist schöner zu zweit',
    'Stöbere durch Mitglieder aus deinem Land – jedes mit Foto und ein paar Worten über sich. Registriere dich kostenlos und melde dich bei den Mitgliedern, die dir gefallen.',
    'Kostenlos registrieren',
  ],
  en: [
    'Summer is better with someone to share it',
    'Browse members from your country, each with a photo and a few words about themselves. Sign up for free and get in touch with whoever catches your eye.',
    'Sign up for free',
  ],
  es: [
    'El verano es mejor en compañía',
    'Descubre miembros de tu país, cada perfil con una foto y unas palabras de presentación. Regístrate gratis y ponte en contacto con quien te guste.',
    'Regístrate gratis',
  ],
  fi: [
    'Kesä on kivempi kaksin',
    'Selaa maasi jäseniä – jokaisella on kuva ja muutama sana itsestään. Rekisteröidy maksutta ja ota yhteyttä niihin, joihin haluat tutustua.',
    'Rekisteröidy maksutta',
  ],
  fr: [
    'L’été, c’est mieux à deux',
    'Découvrez des membres de votre pays, chaque profil avec une photo et quelques mots de présentation. Inscrivez-vous gratuitement et contactez les personnes qui vous plaisent.',
    'Inscrivez-vous gratuitement',
  ],
  it: [
    'L’estate è più bella in due',
    'Scopri i membri del tuo paese, ognuno con una foto e qualche parola su di sé. Iscriviti gratis e contatta chi ti piace.',
    'Iscriviti gratis',
  ],
  nb: [
    'Sommeren er bedre når man er to',
    'Se medlemmer fra landet ditt, hver med et bilde og noen ord om seg selv. Registrer deg gratis og ta kontakt med dem du vil bli kjent med.',
    'Registrer deg gratis',
  ],
  nl: [
    "De zomer is leuker met z'n tweeën",
    'Bekijk leden uit jouw land, elk met een foto en een paar woorden over zichzelf. Meld je gratis aan en leg contact met wie jij leuk vindt.',
    'Gratis aanmelden',
  ],
  pl: [
    'Lato jest piękniejsze we dwoje',
    'Przeglądaj profile użytkowników z Twojego kraju – każdy ze zdjęciem i kilkoma słowami o sobie. Zarejestruj się za darmo i napisz do osób, które Ci się spodobają.',
    'Zarejestruj się za darmo',
  ],
  sv: [
    'Sommaren är roligare när man är två',
    'Titta på medlemmar från ditt land, alla med ett foto och några ord om sig själva. Registrera dig gratis och hör av dig till dem du vill lära känna.',
    'Registrera dig gratis',
  ],
};

export const GALLERY_CURVY: DemoCopy = {
  da: [
    'Kurver og selvtillid',
    'Mød kurvede medlemmer og medlemmer i plus size fra dit land. Se deres billeder, tilmeld dig gratis, og skriv til dem, du kan lide.',
    'Kom i gang',
  ],
  de: [
    'Kurvig und selbstbewusst',
    'Lerne kurvige Mitglieder und Mitglieder mit Plus-Size-Figur aus deinem Land kennen. Schau dir die Fotos an, registriere dich kostenlos und melde dich bei denen, die dir gefallen.',
    'Jetzt loslegen',
  ],
  en: [
    'Curvy, confident and looking for someone',
    'Meet curvy and plus-size members from your country. Take a look at their photos, sign up for free and get in touch with whoever you like.',
    'Get started',
  ],
  es: [
    'Con curvas y con confianza',
    'Conoce a miembros con curvas y de talla grande de tu país. Mira sus fotos, regístrate gratis y ponte en contacto con quien te guste.',
    'Empieza ahora',
  ],
  fi: [
    'Kurvikas ja itsevarma',
    'Tutustu maasi kurvikkaisiin ja isokokoisiin jäseniin. Katso heidän kuvansa, rekisteröidy maksutta ja ota yhteyttä niihin, joista pidät.',
    'Aloita nyt',
  ],
  fr: [
    'Des courbes et de l’assurance',
    'Rencontrez des membres aux formes généreuses de votre pays. Regardez leurs photos, inscrivez-vous gratuitement et contactez les personnes qui vous plaisent.',
    'Commencer',
  ],
  it: [
    'Curve e sicurezza',
    'Conosci membri formosi e curvy del tuo paese. Guarda le loro foto, iscriviti gratis e contatta chi ti piace.',
    'Inizia ora',
  ],
  nb: [
    'Kurver og selvtillit',
    'Møt kurvete medlemmer og medlemmer i store størrelser fra landet ditt. Se bildene deres, registrer deg gratis og ta kontakt med dem du liker.',
    'Kom i gang',
  ],
  nl: [
    'Rondingen en zelfvertrouwen',
    "Ontmoet leden met rondingen en plus-size leden uit jouw land. Bekijk hun foto's, meld je gratis aan en leg contact met wie jij leuk vindt.",
    'Aan de slag',
  ],
  pl: [
    'Krągłości i pewność siebie',
    'Poznaj użytkowników o pełniejszych kształtach z Twojego kraju. Obejrzyj ich zdjęcia, zarejestruj się za darmo i napisz do osób, które Ci się podobają.',
    'Zacznij teraz',
  ],
  sv: [
    'Kurvig och självsäker',
    'Träffa kurviga medlemmar och medlemmar i plus size från ditt land. Titta på deras foton, registrera dig gratis och hör av dig till dem du gillar.',
    'Kom igång',
  ],
};

export const MAP_NEARBY: DemoCopy = {
  da: [
    'Medlemmer på kortet over dit land',
    'Hver prik er et medlem i sin hjemby – byen, aldrig en adresse. Find en i nærheden, tilmeld dig gratis, og send en første besked.',
    'Tilmeld dig gratis',
  ],
  de: [
    'Mitglieder auf der Karte deines Landes',
    'Jeder Punkt ist ein Mitglied in seinem Wohnort – der Ort, nie die Adresse. Finde jemanden in deiner Nähe, registriere dich kostenlos und schreib eine erste Nachricht.',
    'Kostenlos registrieren',
  ],
  en: [
    'Members on the map of your country',
    'Each dot is a member in their home town – the town, never an address. Find someone close by, sign up for free and send a first message.',
    'Sign up for free',
  ],
  es: [
    'Miembros en el mapa de tu país',
    'Cada punto es un miembro en su ciudad: la ciudad, nunca una dirección. Encuentra a alguien cerca de ti, regístrate gratis y envía un primer mensaje.',
    'Regístrate gratis',
  ],
  fi: [
    'Jäsenet maasi kartalla',
    'Jokainen piste on jäsen kotikaupungissaan – kaupunki, ei koskaan osoite. Löydä joku läheltä, rekisteröidy maksutta ja lähetä ensimmäinen viesti.',
    'Rekisteröidy maksutta',
  ],
  fr: [
    'Les membres sur la carte de votre pays',
    'Chaque point est un membre dans sa ville – la ville, jamais une adresse. Trouvez quelqu’un près de chez vous, inscrivez-vous gratuitement et envoyez un premier message.',
    'Inscrivez-vous gratuitement',
  ],
  it: [
    'I membri sulla mappa del tuo paese',
    'Ogni punto è un membro nella sua città – la città, mai un indirizzo. Trova qualcuno vicino a te, iscriviti gratis e manda un primo messaggio.',
    'Iscriviti gratis',
  ],
  nb: [
    'Medlemmer på kartet over landet ditt',
    'Hver prikk er et medlem i hjembyen sin – byen, aldri en adresse. Finn noen i nærheten, registrer deg gratis og send en første melding.',
    'Registrer deg gratis',
  ],
  nl: [
    'Leden op de kaart van jouw land',
    'Elke stip is een lid in de eigen woonplaats – de plaats, nooit een adres. Vind iemand bij jou in de buurt, meld je gratis aan en stuur een eerste bericht.',
    'Gratis aanmelden',
  ],
  pl: [
    'Użytkownicy na mapie Twojego kraju',
    'Każdy punkt to użytkownik w swojej miejscowości – miejscowość, nigdy adres. Znajdź kogoś w pobliżu, zarejestruj się za darmo i wyślij pierwszą wiadomość.',
    'Zarejestruj się za darmo',
  ],
  sv: [
    'Medlemmar på kartan över ditt land',
    'Varje prick är en medlem på sin hemort – orten, aldrig en adress. Hitta någon i närheten, registrera dig gratis och skicka ett första meddelande.',
    'Registrera dig gratis',
  ],
};
