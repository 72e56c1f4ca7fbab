import fs from 'node:fs';
import path from 'node:path';

/** A reference in a document that leads nowhere in a clone of the repository. */
export interface BrokenReference {
  file: string;
  target: string;
  why: 'outside the repository' | 'missing';
}

/** Top-level folders whose paths a document may name in backticks (`api/src/app.ts`): they must exist. */
const REPO_FOLDERS = new Set(['.ci', 'api', 'docs', 'e2e', 'mf-auth-signup', 'mf-chat', 'mf-landers']);
for (const name of ['mf-members', 'mf-payments', 'shared', 'shell']) REPO_FOLDERS.add(name);

const INLINE_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm;
const CODE_SPAN = /`([^`\n]+)`/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** Every markdown link target of a document (inline and reference-style), with its anchor removed. */
export function linkTargets(markdown: string): string[] {
  const targets = [...markdown.matchAll(INLINE_LINK), ...markdown.matchAll(REFERENCE_LINK)].map((match) => match[1]!);
  return targets.filter((target) => !EXTERNAL.test(target)).map((target) => decodeURI(target.split('#')[0]!));
}

/** Paths of the repository named in code spans (`shared/src/contract/constants.ts`), from its root. */
export function codePaths(markdown: string): string[] {
  return [...markdown.matchAll(CODE_SPAN)]
    .map((match) => match[1]!.trim())
    .filter((span) => /^[\w.-]+\/[\w./-]*$/.test(span) && REPO_FOLDERS.has(span.split('/')[0]!));
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Decision records are dated: their code spans may name a file relative to the package they discuss. */
const DECISION_RECORD = /^docs\/adr\/\d{4}-/;

/**
 * What in one document (`file`, absolute) leads outside the repository at `root` or to nothing: a
 * mention of a sibling folder (`../shared/...`), a link that leaves the repository or names a missing
 * file, a code span naming a repository path that does not exist (not checked in decision records).
 */
export function brokenReferences(root: string, file: string, markdown: string): BrokenReference[] {
  const name = path.relative(root, file);
  const broken: BrokenReference[] = [];
  for (const match of markdown.matchAll(/(?:^|[\s(`'"])((?:\.\.\/)+[\w.-]+)/g)) {
    if (!isInside(root, path.resolve(path.dirname(file), match[1]!)))
      broken.push({ file: name, target: match[1]!, why: 'outside the repository' });
  }
  for (const target of linkTargets(markdown)) {
    if (target === '') continue;
    const resolved = target.startsWith('/') ? path.join(root, target) : path.resolve(path.dirname(file), target);
    if (!isInside(root, resolved)) broken.push({ file: name, target, why: 'outside the repository' });
    else if (!fs.existsSync(resolved)) broken.push({ file: name, target, why: 'missing' });
  }
  const spans = DECISION_RECORD.test(name.split(path.sep).join('/')) ? [] : codePaths(markdown);
  for (const target of spans) {
    if (!fs.existsSync(path.join(root, target))) broken.push({ file: name, target, why: 'missing' });
  }
  return broken;
}

/** The README and every document under docs/, as absolute paths. */
export function projectDocuments(root: string): string[] {
  const docs = fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' });
  return [
    path.join(root, 'README.md'),
    ...docs.filter((entry) => entry.endsWith('.md')).map((entry) => path.join(root, 'docs', entry)),
  ];
}
