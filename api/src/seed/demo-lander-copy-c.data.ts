import type { DemoCopy } from './demo-lander-copy-a.data';

export const ICONS_SAFE_DATING: DemoCopy = {
  da: [
    'Dating med ro i maven',
    'Bloker eller anmeld ethvert medlem med ét klik, hold nogle af dine billeder private, og slet din konto, når du vil. Fiktive profiler er altid markeret.',
    'Tilmeld dig gratis',
  ],
  de: [
    'Dating mit gutem Gefühl',
    'Blockiere oder melde jedes Mitglied mit einem Klick, halte einige deiner Fotos privat und lösche dein Konto, wann immer du willst. Fiktive Profile sind immer gekennzeichnet.',
    'Kostenlos registrieren',
  ],
  en: [
    'Dating with peace of mind',
    'Block or report any member in one click, keep some of your photos private and delete your account whenever you like. Fictional profiles are always marked.',
    'Sign up for free',
  ],
  es: [
    'Citas con tranquilidad',
    'Bloquea o denuncia a cualquier miembro con un clic, mantén privadas algunas de tus fotos y elimina tu cuenta cuando quieras. Los perfiles ficticios siempre están marcados.',
    'Regístrate gratis',
  ],
  fi: [
    'Turvallista deittailua',
    'Estä tai ilmianna kuka tahansa jäsen yhdellä napsautuksella, pidä osa kuvistasi yksityisinä ja poista tilisi milloin haluat. Fiktiiviset profiilit on aina merkitty.',
    'Rekisteröidy maksutta',
  ],
  fr: [
    'Des rencontres en toute sérénité',
    'Bloquez ou signalez un membre en un clic, gardez certaines de vos photos privées et supprimez votre compte quand vous le souhaitez. Les profils fictifs sont toujours indiqués comme tels.',
    'Inscrivez-vous gratuitement',
  ],
  it: [
    'Incontri in tutta tranquillità',
    'Blocca o segnala qualsiasi membro con un clic, tieni private alcune delle tue foto ed elimina il tuo account quando vuoi. I profili fittizi sono sempre contrassegnati.',
    'Iscriviti gratis',
  ],
  nb: [
    'Trygg dating',
    'Blokker eller rapporter hvilket som helst medlem med ett klikk, hold noen av bildene dine private og slett kontoen din når du vil. Fiktive profiler er alltid merket.',
    'Registrer deg gratis',
  ],
  nl: [
    'Daten met een gerust gevoel',
    "Blokkeer of rapporteer elk lid met één klik, houd een deel van je foto's privé en verwijder je account wanneer je wilt. Fictieve profielen zijn altijd gemarkeerd.",
    'Gratis aanmelden',
  ],
  pl: [
    'Randki bez obaw',
    'Zablokuj lub zgłoś dowolnego użytkownika jednym kliknięciem, zachowaj część zdjęć jako prywatne i usuń konto, kiedy chcesz. Fikcyjne profile są zawsze oznaczone.',
    'Zarejestruj się za darmo',
  ],
  sv: [
    'Dejting med trygghet',
    'Blockera eller anmäl vilken medlem som helst med ett klick, håll några av dina foton privata och radera ditt konto när du vill. Fiktiva profiler är alltid markerade.',
    'Registrera dig gratis',
  ],
};

export const SOCIAL_NEW_FRIENDS: DemoCopy = {
  da: [
    'Nye mennesker, nye venner',
    'Se, hvad medlemmer fortæller om sig selv, og find folk med de samme interesser. Venskab, dating eller bare en god snak: Det er op til dig.',
    'Tilmeld dig gratis',
  ],
  de: [
    'Neue Leute, neue Freunde',
    'Sieh, was Mitglieder über sich erzählen, und finde Menschen mit den gleichen Interessen. Freundschaft, Dating oder einfach ein gutes Gespräch: Du entscheidest.',
    'Kostenlos registrieren',
  ],
  en: [
    'New people, new friends',
    "See what members share about themselves and find people with the same interests. Friendship, dating or simply a good chat: it's up to you.",
    'Sign up for free',
  ],
  es: [
    'Gente nueva, nuevas amistades',
    'Descubre lo que cuentan los miembros sobre sí mismos y encuentra personas con tus mismos intereses. Amistad, citas o simplemente una buena charla: tú decides.',
    'Regístrate gratis',
  ],
  fi: [
    'Uusia ihmisiä, uusia ystäviä',
    'Katso, mitä jäsenet kertovat itsestään, ja löydä ihmisiä, joilla on samat kiinnostuksen kohteet. Ystävyys, deittailu tai vain hyvä keskustelu – päätös on sinun.',
    'Rekisteröidy maksutta',
  ],
  fr: [
    'Nouvelles têtes, nouveaux amis',
    'Découvrez ce que les membres racontent d’eux-mêmes et trouvez des personnes qui partagent vos centres d’intérêt. Amitié, rencontre ou simplement une bonne discussion\u00a0: c’est vous qui décidez.',
    'Inscrivez-vous gratuitement',
  ],
  it: [
    'Persone nuove, nuove amicizie',
    'Scopri cosa raccontano di sé i membri e trova persone con i tuoi stessi interessi. Amicizia, appuntamenti o solo una bella chiacchierata: decidi tu.',
    'Iscriviti gratis',
  ],
  nb: [
    'Nye mennesker, nye venner',
    'Se hva medlemmer forteller om seg selv, og finn folk med de samme interessene. Vennskap, dating eller bare en god prat: Det er opp til deg.',
    'Registrer deg gratis',
  ],
  nl: [
    'Nieuwe mensen, nieuwe vrienden',
    'Zie wat leden over zichzelf vertellen en vind mensen met dezelfde interesses. Vriendschap, daten of gewoon een goed gesprek: jij kiest.',
    'Gratis aanmelden',
  ],
  pl: [
    'Nowi ludzie, nowe znajomości',
    'Zobacz, co użytkownicy piszą o sobie, i znajdź osoby o podobnych zainteresowaniach. Przyjaźń, randki czy po prostu dobra rozmowa – Ty decydujesz.',
    'Zarejestruj się za darmo',
  ],
  sv: [
    'Nya människor, nya vänner',
    'Se vad medlemmar berättar om sig själva och hitta personer med samma intressen. Vänskap, dejting eller bara ett bra samtal: Det är upp till dig.',
    'Registrera dig gratis',
  ],
};

export const TRANSITIONS_SPRING: DemoCopy = {
  da: [
    'Foråret er i luften',
    'En ny årstid er et godt tidspunkt at møde en ny på. Se medlemmer fra dit land, og tilmeld dig gratis, når nogen fanger din interesse.',
    'Tilmeld dig gratis',
  ],
  de: [
    'Der Frühling liegt in der Luft',
    'Eine neue Jahreszeit ist ein guter Moment, um jemand Neues kennenzulernen. Stöbere durch Mitglieder aus deinem Land und registriere dich kostenlos, wenn dir jemand gefällt.',
    'Kostenlos registrieren',
  ],
  en: [
    'Spring is in the air',
    'A new season is a good moment to meet someone new. Browse members from your country and sign up for free when someone catches your eye.',
    'Sign up for free',
  ],
  es: [
    'La primavera está en el aire',
    'Una nueva estación es un buen momento para conocer a alguien. Descubre miembros de tu país y regístrate gratis cuando alguien te llame la atención.',
    'Regístrate gratis',
  ],
  fi: [
    'Kevät on ilmassa',
    'Uusi vuodenaika on hyvä hetki tavata joku uusi. Selaa maasi jäseniä ja rekisteröidy maksutta, kun joku kiinnittää huomiosi.',
    'Rekisteröidy maksutta',
  ],
  fr: [
    'Le printemps est dans l’air',
    'Une nouvelle saison, c’est le bon moment pour rencontrer quelqu’un. Découvrez des membres de votre pays et inscrivez-vous gratuitement quand quelqu’un vous plaît.',
    'Inscrivez-vous gratuitement',
  ],
  it: [
    'La primavera è nell’aria',
    'Una nuova stagione è il momento giusto per conoscere qualcuno. Scopri i membri del tuo paese e iscriviti gratis quando qualcuno ti colpisce.',
    'Iscriviti gratis',
  ],
  nb: [
    'Våren er i lufta',
    'En ny årstid er et fint tidspunkt å møte noen nye på. Se medlemmer fra landet ditt og registrer deg gratis når noen fanger interessen din.',
    'Registrer deg gratis',
  ],
  nl: [
    'De lente hangt in de lucht',
    'Een nieuw seizoen is een mooi moment om iemand nieuws te ontmoeten. Bekijk leden uit jouw land en meld je gratis aan als iemand je opvalt.',
    'Gratis aanmelden',
  ],
  pl: [
    'Wiosna wisi w powietrzu',
    'Nowa pora roku to dobry moment, by poznać kogoś nowego. Przeglądaj profile użytkowników z Twojego kraju i zarejestruj się za darmo, gdy ktoś przyciągnie Twoją uwagę.',
    'Zarejestruj się za darmo',
  ],
  sv: [
    'Våren ligger i luften',
    'En ny årstid är ett bra tillfälle att träffa någon ny. Titta på medlemmar från ditt land och registrera dig gratis när någon fångar ditt intresse.',
    'Registrera dig gratis',
  ],
};
