import type { Language } from '@app/shared/contract';

interface NamePool {
  male: readonly string[];
  female: readonly string[];
}

const pool = (male: string, female: string): NamePool => ({ male: male.split(' '), female: female.split(' ') });

/** First names typical for a country (and, where it has several, for its language). */
const NAMES: Record<string, NamePool> = {
  NL: pool(
    'Daan Sem Lucas Jesse Thijs Bram Ruben Jeroen Sander Niels Bas Tim Mark Joost',
    'Emma Sanne Lotte Fleur Anouk Iris Femke Lisa Eva Maud Roos Esther Marloes Ilse',
  ),
  'BE-nl': pool(
    'Wout Arne Pieter Jens Stijn Koen Tom Jonas Bert Dries',
    'Lien Elke Sofie Ellen Hanne Lore Katrien An Leen Nele',
  ),
  'BE-fr': pool(
    'Maxime Arnaud Cédric Quentin Benoît Sébastien Julien Nicolas',
    'Aurélie Laurence Charlotte Noémie Justine Gaëlle Julie Manon',
  ),
  DE: pool(
    'Lukas Jonas Felix Maximilian Tobias Florian Stefan Michael Sebastian Jan Matthias Andreas',
    'Anna Lena Laura Julia Sarah Katharina Sophie Lisa Hannah Miriam Sabine Nina',
  ),
  AT: pool(
    'Florian Lukas Markus Thomas Christoph Daniel Bernhard Wolfgang',
    'Anna Katharina Theresa Magdalena Verena Sabrina Lisa Johanna',
  ),
  'CH-de': pool('Reto Urs Beat Luca Noah Marco Simon Fabian', 'Nadine Corinne Sandra Seraina Mia Andrea Flurina Jana'),
  'CH-fr': pool('Loïc Yannick Gaël Bastien Cédric', 'Valérie Mélanie Joëlle Coralie Aline'),
  'CH-it': pool('Gianluca Matteo Alessandro Nicola', 'Giulia Chiara Federica Lara'),
  'CH-en': pool('James Daniel Oliver', 'Emily Sarah Grace'),
  GB: pool(
    'Oliver Harry George Jack James William Thomas Charlie Daniel Matthew Ben Sam',
    'Olivia Amelia Isla Emily Sophie Charlotte Grace Lucy Hannah Ellie Chloe Jessica',
  ),
  IE: pool(
    'Seán Conor Cian Darragh Oisín Niall Patrick Eoin',
    'Aoife Siobhán Niamh Ciara Saoirse Clodagh Róisín Sinéad',
  ),
  US: pool(
    'Michael Jacob Ethan Tyler Brandon Austin Dylan Ryan Kevin Justin Jason Chris',
    'Ashley Jessica Madison Emily Brittany Megan Taylor Kayla Hannah Lauren Amanda Samantha',
  ),
  'US-es': pool('José Carlos Luis Miguel Diego', 'María Sofía Gabriela Valeria Daniela'),
  CA: pool('Liam Noah Ethan Logan Owen Nathan Connor Evan', 'Olivia Emma Ava Chloe Abigail Madison Brooke Paige'),
  'CA-fr': pool(
    'Jean-François Étienne Mathieu Alexandre Gabriel Samuel',
    'Marie-Ève Geneviève Catherine Émilie Frédérique Maude',
  ),
  AU: pool(
    'Jack Lachlan Cooper Mitchell Riley Nathan Jarrah Harrison',
    'Chloe Mia Sienna Matilda Zoe Brooke Georgia Jade',
  ),
  NZ: pool('Liam Hunter Nikau Tama Jacob Lachie', 'Aroha Mia Amelia Ruby Kiri Isla'),
  PL: pool(
    'Jakub Kacper Mateusz Michał Piotr Tomasz Paweł Krzysztof Łukasz Bartosz',
    'Anna Zuzanna Julia Katarzyna Magdalena Agnieszka Aleksandra Natalia Joanna Karolina',
  ),
  DK: pool('Mads Rasmus Mikkel Frederik Jonas Kasper Anders Søren', 'Freja Ida Mette Sofie Camilla Maja Line Signe'),
  SE: pool('Erik Oskar Johan Anders Gustav Viktor Axel Linus', 'Elin Ebba Maja Linnea Wilma Klara Sara Frida'),
  NO: pool('Ole Henrik Magnus Sindre Eirik Håkon Jonas Even', 'Ingrid Nora Kari Silje Marte Tuva Ingeborg Sigrid'),
  FI: pool('Juha Mikko Antti Ville Jussi Teemu Lauri Eero', 'Aino Laura Emilia Hanna Johanna Noora Veera Sanna'),
  'FI-sv': pool('Mikael Johan Kristian', 'Matilda Emma Linnéa'),
  FR: pool(
    'Thomas Nicolas Julien Antoine Maxime Hugo Louis Mathieu Romain Florian Olivier Pierre',
    'Camille Léa Manon Chloé Julie Pauline Sarah Marie Céline Élodie Amélie Claire',
  ),
  IT: pool(
    'Marco Luca Alessandro Matteo Andrea Francesco Giuseppe Davide Simone Lorenzo',
    'Giulia Francesca Chiara Sara Martina Valentina Alessia Federica Elisa Silvia',
  ),
  ES: pool(
    'Javier Alejandro Pablo Daniel Sergio Adrián David Álvaro Raúl Jorge',
    'Lucía María Paula Laura Marta Elena Carmen Sara Alba Cristina',
  ),
};

/** The name pool of a member of a country who speaks a language. */
export function namePool(country: string, language: Language): NamePool {
  return NAMES[`${country}-${language}`] ?? NAMES[country]!;
}

/** How many demo members each site country gets, and which of its languages they speak (weighted). */
export const DEMO_COUNTRIES: Record<
  string,
  { members: number; languages: ReadonlyArray<readonly [Language, number]> }
> = {
  NL: { members: 30, languages: [['nl', 1]] },
  BE: {
    members: 16,
    languages: [
      ['nl', 6],
      ['fr', 4],
    ],
  },
  DE: { members: 32, languages: [['de', 1]] },
  AT: { members: 14, languages: [['de', 1]] },
  GB: { members: 26, languages: [['en', 1]] },
  IE: { members: 10, languages: [['en', 1]] },
  US: {
    members: 34,
    languages: [
      ['en', 9],
      ['es', 1],
    ],
  },
  CA: {
    members: 16,
    languages: [
      ['en', 8],
      ['fr', 2],
    ],
  },
  AU: { members: 14, languages: [['en', 1]] },
  NZ: { members: 8, languages: [['en', 1]] },
  PL: { members: 18, languages: [['pl', 1]] },
  DK: { members: 10, languages: [['da', 1]] },
  SE: { members: 12, languages: [['sv', 1]] },
  NO: { members: 10, languages: [['nb', 1]] },
  FI: {
    members: 10,
    languages: [
      ['fi', 9],
      ['sv', 1],
    ],
  },
  FR: { members: 20, languages: [['fr', 1]] },
  IT: { members: 18, languages: [['it', 1]] },
  ES: { members: 18, languages: [['es', 1]] },
  CH: {
    members: 14,
    languages: [
      ['de', 6],
      ['fr', 3],
      ['it', 1],
      ['en', 1],
    ],
  },
};
