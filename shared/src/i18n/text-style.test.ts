import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages';
import { TEXT_STYLE_RULES, textStyleViolations } from '../contract/text-style/index';
import {
  CATALOGUE_FOLDERS,
  PAGE_CONTENT_FOLDER,
  readJson,
  REPO_ROOT,
  stringsOf,
} from '../test-support/catalogue-files';

/**
 * Every text of the site follows its language's style guide (docs/i18n/<lang>.md) as far as a machine
 * can tell: the form of address, the glossary's terms, no variable where the language needs an
 * inflected form. Each rule is shown to work on a planted text that breaks it.
 */
describe.each([...LANGUAGES])('the style rules of %s', (language) => {
  const rules = TEXT_STYLE_RULES[language];

  it.each(rules.map((rule) => [rule.id, rule] as const))('%s catches its planted text', (_id, rule) => {
    expect(textStyleViolations(language, rule.example)).toContainEqual(expect.stringMatching(`^${rule.id}:`));
  });

  it('are followed by every catalogue and information page', () => {
    const files = [...CATALOGUE_FOLDERS, PAGE_CONTENT_FOLDER]
      .map((folder) => `${folder}/${language}.json`)
      .filter((file) => fs.existsSync(path.join(REPO_ROOT, file)));
    const problems = files.flatMap((file) =>
      stringsOf(readJson(file)).flatMap(([key, text]) =>
        textStyleViolations(language, text).map((problem) => `${file} ${key}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});
