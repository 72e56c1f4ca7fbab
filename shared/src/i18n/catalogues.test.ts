import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages';
import { CATALOGUE_FOLDERS, PAGE_CONTENT_FOLDER, REPO_ROOT } from '../test-support/catalogue-files';

/**
 * Every translation catalogue must have the same keys and {{variables}} as its en.json, with exactly
 * the plural forms (i18next suffixes _one, _few, …) that Intl.PluralRules gives for the language. A
 * language may add gendered variants (`<key>_male`, `<key>_female`, i18next context) of a key en has.
 */

const ROOT = REPO_ROOT;
const FOLDERS = CATALOGUE_FOLDERS;
const PAGE_CONTENT = PAGE_CONTENT_FOLDER;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** i18next context suffixes for texts that describe a person of a gender. */
const GENDER_CONTEXT = /_(male|female)$/;

type Flat = Map<string, unknown>;

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as unknown;
}

/** {"a": {"b": "x"}} → Map { "a.b" => "x" }; arrays and other non-objects are leaves. */
function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function variables(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((match) => match[1]!))].sort();
}

/** "" when both lists hold the same variables, else what is missing and what is extra. */
function variableDiff(have: string[], want: string[]): string {
  const list = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ');
  const missing = want.filter((name) => !have.includes(name));
  const extra = have.filter((name) => !want.includes(name));
  return [missing.length ? `missing ${list(missing)}` : '', extra.length ? `extra ${list(extra)}` : '']
    .filter(Boolean)
    .join('; ');
}

function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

/** Keys grouped by base key: plural keys (with a plural suffix) by the key without the suffix. */
function byBase(flat: Flat): Map<string, { plural: Map<string, unknown>; plain: boolean; value?: unknown }> {
  const groups = new Map<string, { plural: Map<string, unknown>; plain: boolean; value?: unknown }>();
  for (const [key, value] of flat) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const group = groups.get(base) ?? { plural: new Map(), plain: false };
    if (match) group.plural.set(match[1]!, value);
    else Object.assign(group, { plain: true, value });
    groups.set(base, group);
  }
  return groups;
}

/** Everything wrong with one language's catalogue compared with en, one line per offending key. */
function catalogueProblems(language: string, catalogue: unknown, english: unknown): string[] {
  const problems: string[] = [];
  const flat = flatten(catalogue);
  const ours = byBase(flat);
  const theirs = byBase(flatten(english));
  const categories = pluralCategories(language);

  for (const [key, value] of flat) {
    if (typeof value !== 'string') problems.push(`not a string: ${key}`);
    else if (value.trim() === '') problems.push(`empty: ${key}`);
  }

  for (const [base, en] of theirs) {
    const group = ours.get(base);
    if (!group) {
      problems.push(`missing: ${base}${en.plural.size ? ' (plural)' : ''}`);
      continue;
    }
    if (en.plural.size === 0) {
      for (const category of group.plural.keys()) problems.push(`plural form where en has none: ${base}_${category}`);
      if (!group.plain) problems.push(`missing: ${base}`);
      else checkVariables(base, group.value, en.value);
      continue;
    }
    if (group.plain) problems.push(`plain key where en has plural forms: ${base}`);
    const found = [...group.plural.keys()].sort();
    for (const category of categories) {
      if (!found.includes(category)) problems.push(`missing plural form: ${base}_${category}`);
    }
    for (const category of found) {
      if (!categories.includes(category)) problems.push(`plural form not used in ${language}: ${base}_${category}`);
    }
    for (const [category, value] of group.plural) checkVariables(`${base}_${category}`, value, en.plural.get('other'));
  }

  for (const [base, group] of ours) {
    if (theirs.has(base)) continue;
    // A gendered variant (i18next context `male`/`female`) of a key en has: the language needs it.
    const context = GENDER_CONTEXT.exec(base);
    const neutral = context ? theirs.get(base.slice(0, context.index)) : undefined;
    if (neutral?.plain && group.plain) checkVariables(base, group.value, neutral.value);
    else problems.push(`extra: ${base}`);
  }
  return problems;

  function checkVariables(key: string, value: unknown, enValue: unknown) {
    if (typeof value !== 'string' || typeof enValue !== 'string') return;
    const diff = variableDiff(variables(value), variables(enValue));
    if (diff) problems.push(`variables of ${key}: ${diff}`);
  }
}

describe('plural categories', () => {
  it('en uses one and other', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
  });
});

describe.each(FOLDERS)('catalogue %s', (folder) => {
  const english = readJson(`${folder}/en.json`);

  it.each([...LANGUAGES])('%s.json has the keys, plural forms and variables of en.json', (language) => {
    const file = `${folder}/${language}.json`;
    expect(fs.existsSync(path.join(ROOT, file)), `${file} does not exist`).toBe(true);
    expect(catalogueProblems(language, readJson(file), english), `problems in ${file}`).toEqual([]);
  });
});

interface Page {
  title: string;
  intro: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

/** Title, intro, then each section's heading and paragraphs, in order. */
function texts(page: Page): unknown[] {
  const sections = Array.isArray(page.sections) ? page.sections : [];
  return [
    page.title,
    page.intro,
    ...sections.flatMap((section) => [
      section?.heading,
      ...(Array.isArray(section?.paragraphs) ? section.paragraphs : [undefined]),
    ]),
  ];
}

function pageVariables(all: unknown[]): string[] {
  return [...new Set(all.filter((text): text is string => typeof text === 'string').flatMap(variables))].sort();
}

/** Everything wrong with one language's page content compared with en. */
function pageProblems(content: Record<string, Page>, english: Record<string, Page>): string[] {
  const problems: string[] = [];
  const keys = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).sort() : [];
  const diffKeys = (where: string, have: string[], want: string[]) => {
    for (const key of want) if (!have.includes(key)) problems.push(`missing: ${where}${key}`);
    for (const key of have) if (!want.includes(key)) problems.push(`extra: ${where}${key}`);
  };

  diffKeys('', keys(content), keys(english));
  for (const [slug, en] of Object.entries(english)) {
    const page = content[slug];
    if (!page) continue;
    diffKeys(`${slug}.`, keys(page), keys(en));
    const sections = Array.isArray(page.sections) ? page.sections : [];
    if (sections.length !== en.sections.length) {
      problems.push(`${slug}: ${sections.length} sections instead of ${en.sections.length}`);
    }
    (Array.isArray(page.sections) ? page.sections : []).forEach((section, index) => {
      diffKeys(`${slug}.sections[${index}].`, keys(section), ['heading', 'paragraphs']);
    });
    const ours = texts(page);
    ours.forEach((text, index) => {
      if (typeof text !== 'string') problems.push(`${slug}: text ${index + 1} is not a string`);
      else if (text.trim() === '') problems.push(`${slug}: text ${index + 1} is empty`);
    });
    const diff = variableDiff(pageVariables(ours), pageVariables(texts(en)));
    if (diff) problems.push(`variables of ${slug}: ${diff}`);
  }
  return problems;
}

describe(`page content ${PAGE_CONTENT}`, () => {
  const english = readJson(`${PAGE_CONTENT}/en.json`) as Record<string, Page>;
  const present = fs
    .readdirSync(path.join(ROOT, PAGE_CONTENT))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  // Every interface language loads content/<language>.json, so each must exist.
  const languages = [...new Set([...LANGUAGES, ...present])].sort();

  it.each(languages)('%s.json has the pages, sections and variables of en.json', (language) => {
    const file = `${PAGE_CONTENT}/${language}.json`;
    expect(fs.existsSync(path.join(ROOT, file)), `${file} does not exist`).toBe(true);
    expect(pageProblems(readJson(file) as Record<string, Page>, english), `problems in ${file}`).toEqual([]);
  });
});
