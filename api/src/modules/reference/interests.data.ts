import { LANGUAGES, type Language } from '@app/shared/contract';

/**
 * Interests members pick for their profile: a key and its name in the eleven interface languages,
 * one row per interest, columns in the order of the header.
 */
const TABLE = `
key          | da                 | de          | en           | es             | fi              | fr              | it               | nb               | nl                | pl                     | sv
travel       | Rejser             | Reisen      | Travel       | Viajar         | Matkustelu      | Voyages         | Viaggi           | Reiser           | Reizen            | Podróże                | Resor
cooking      | Madlavning         | Kochen      | Cooking      | Cocinar        | Ruoanlaitto     | Cuisine         | Cucinare         | Matlaging        | Koken             | Gotowanie              | Matlagning
dining_out   | Gå ud at spise     | Essen gehen | Eating out   | Salir a cenar  | Ulkona syöminen | Restaurants     | Cene fuori       | Spise ute        | Uit eten          | Wyjścia do restauracji | Äta ute
wine         | Vin                | Wein        | Wine         | Vino           | Viinit          | Vin             | Vino             | Vin              | Wijn              | Wino                   | Vin
coffee       | Kaffe              | Kaffee      | Coffee       | Café           | Kahvi           | Café            | Caffè            | Kaffe            | Koffie            | Kawa                   | Fika
music        | Musik              | Musik       | Music        | Música         | Musiikki        | Musique         | Musica           | Musikk           | Muziek            | Muzyka                 | Musik
concerts     | Koncerter          | Konzerte    | Concerts     | Conciertos     | Konsertit       | Concerts        | Concerti         | Konserter        | Concerten         | Koncerty               | Konserter
dancing      | Dans               | Tanzen      | Dancing      | Bailar         | Tanssiminen     | Danse           | Ballare          | Dans             | Dansen            | Taniec                 | Dans
movies       | Film               | Filme       | Movies       | Cine           | Elokuvat        | Cinéma          | Cinema           | Film             | Films             | Filmy                  | Film
tv_series    | Serier             | Serien      | TV series    | Series         | TV-sarjat       | Séries          | Serie TV         | Serier           | Series            | Seriale                | Serier
reading      | Læsning            | Lesen       | Reading      | Leer           | Lukeminen       | Lecture         | Lettura          | Lesing           | Lezen             | Czytanie               | Läsning
theatre      | Teater             | Theater     | Theatre      | Teatro         | Teatteri        | Théâtre         | Teatro           | Teater           | Theater           | Teatr                  | Teater
art          | Kunst              | Kunst       | Art          | Arte           | Taide           | Art             | Arte             | Kunst            | Kunst             | Sztuka                 | Konst
photography  | Fotografering      | Fotografie  | Photography  | Fotografía     | Valokuvaus      | Photographie    | Fotografia       | Fotografering    | Fotografie        | Fotografia             | Fotografering
fitness      | Træning            | Fitness     | Fitness      | Gimnasio       | Kuntosali       | Musculation     | Palestra         | Trening          | Fitness           | Siłownia               | Träning
running      | Løb                | Laufen      | Running      | Correr         | Juoksu          | Course à pied   | Corsa            | Løping           | Hardlopen         | Bieganie               | Löpning
cycling      | Cykling            | Radfahren   | Cycling      | Ciclismo       | Pyöräily        | Vélo            | Ciclismo         | Sykling          | Fietsen           | Jazda na rowerze       | Cykling
hiking       | Vandreture         | Wandern     | Hiking       | Senderismo     | Retkeily        | Randonnée       | Escursionismo    | Turgåing         | Wandelen          | Wędrówki               | Vandring
yoga         | Yoga               | Yoga        | Yoga         | Yoga           | Jooga           | Yoga            | Yoga             | Yoga             | Yoga              | Joga                   | Yoga
swimming     | Svømning           | Schwimmen   | Swimming     | Natación       | Uinti           | Natation        | Nuoto            | Svømming         | Zwemmen           | Pływanie               | Simning
football     | Fodbold            | Fußball     | Football     | Fútbol         | Jalkapallo      | Football        | Calcio           | Fotball          | Voetbal           | Piłka nożna            | Fotboll
skiing       | Skiløb             | Skifahren   | Skiing       | Esquí          | Laskettelu      | Ski             | Sci              | Skikjøring       | Skiën             | Narciarstwo            | Skidåkning
beach        | Strandliv          | Strand      | Beach days   | Playa          | Rantapäivät     | Plage           | Spiaggia         | Strandliv        | Strand            | Plaża                  | Strandliv
nature       | Natur              | Natur       | Nature       | Naturaleza     | Luonto          | Nature          | Natura           | Natur            | Natuur            | Natura                 | Natur
animals      | Dyr                | Tiere       | Animals      | Animales       | Eläimet         | Animaux         | Animali          | Dyr              | Dieren            | Zwierzęta              | Djur
gardening    | Havearbejde        | Gärtnern    | Gardening    | Jardinería     | Puutarhanhoito  | Jardinage       | Giardinaggio     | Hagearbeid       | Tuinieren         | Ogrodnictwo            | Trädgård
gaming       | Computerspil       | Videospiele | Gaming       | Videojuegos    | Pelaaminen      | Jeux vidéo      | Videogiochi      | Dataspill        | Gamen             | Gry komputerowe        | Datorspel
fashion      | Mode               | Mode        | Fashion      | Moda           | Muoti           | Mode            | Moda             | Mote             | Mode              | Moda                   | Mode
shopping     | Shopping           | Shoppen     | Shopping     | Ir de compras  | Shoppailu       | Shopping        | Shopping         | Shopping         | Winkelen          | Zakupy                 | Shopping
motorbikes   | Motorcykler        | Motorräder  | Motorbikes   | Motos          | Moottoripyörät  | Moto            | Moto             | Motorsykler      | Motoren           | Motocykle              | Motorcyklar
cars         | Biler              | Autos       | Cars         | Coches         | Autot           | Voitures        | Auto             | Biler            | Auto’s            | Samochody              | Bilar
board_games  | Brætspil           | Brettspiele | Board games  | Juegos de mesa | Lautapelit      | Jeux de société | Giochi da tavolo | Brettspill       | Bordspellen       | Gry planszowe          | Brädspel
meditation   | Meditation         | Meditation  | Meditation   | Meditación     | Meditaatio      | Méditation      | Meditazione      | Meditasjon       | Meditatie         | Medytacja              | Meditation
languages    | Sprog              | Sprachen    | Languages    | Idiomas        | Kielet          | Langues         | Lingue           | Språk            | Talen             | Języki obce            | Språk
volunteering | Frivilligt arbejde | Ehrenamt    | Volunteering | Voluntariado   | Vapaaehtoistyö  | Bénévolat       | Volontariato     | Frivillig arbeid | Vrijwilligerswerk | Wolontariat            | Volontärarbete
`;

const COLUMNS = [
  'da',
  'de',
  'en',
  'es',
  'fi',
  'fr',
  'it',
  'nb',
  'nl',
  'pl',
  'sv',
] as const satisfies readonly Language[];

function parse(table: string): Array<{ key: string; names: Record<Language, string> }> {
  const [, ...rows] = table.trim().split('\n');
  return rows.map((row) => {
    const [key, ...names] = row.split('|').map((cell) => cell.trim());
    if (!key || names.length !== COLUMNS.length || names.some((name) => !name))
      throw new Error(`bad interest row: ${row}`);
    return {
      key,
      names: Object.fromEntries(COLUMNS.map((language, index) => [language, names[index]!])) as Record<
        Language,
        string
      >,
    };
  });
}

if (COLUMNS.length !== LANGUAGES.length) throw new Error('every interface language needs a column');

export const INTERESTS = parse(TABLE);
