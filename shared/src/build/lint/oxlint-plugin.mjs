// The project's own oxlint rules (`.oxlintrc.json` "jsPlugins"): `boundaries/no-cross-feature-import`
// and `boundaries/no-module-internals`.
import { boundaryBreach } from './feature-boundaries.mjs';
import { moduleBreach } from './module-boundaries.mjs';

/**
 * A rule that reports every import, re-export and dynamic import whose source `breachOf(file,
 * specifier)` names a breach for (a string saying why), type-only imports included.
 */
function importRule(description, breachOf) {
  return {
    meta: { type: 'problem', docs: { description } },
    create(context) {
      const check = (node) => {
        const source = node.source;
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
        const breach = breachOf(context.filename, source.value);
        if (breach) context.report({ node, message: `'${source.value}': ${breach}.` });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}

const noCrossFeatureImport = importRule(
  'Inside a remote, a feature folder imports no other feature folder, and common/ no feature.',
  boundaryBreach,
);

const noModuleInternals = importRule(
  'Outside a server module (api/src/modules/<m>/), nothing imports its files but its public index.ts, type-only imports included, and a module imports only modules before it in docs/architecture/server-modules.md; tests, the seed and db/schema.ts are exempt.',
  moduleBreach,
);

export default {
  meta: { name: 'boundaries' },
  rules: { 'no-cross-feature-import': noCrossFeatureImport, 'no-module-internals': noModuleInternals },
};
