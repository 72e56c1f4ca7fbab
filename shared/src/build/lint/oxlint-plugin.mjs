// The project's own oxlint rules (`.oxlintrc.json` "jsPlugins"): `boundaries/no-cross-feature-import`
// and `boundaries/no-module-internals`.
import { boundaryBreach } from './feature-boundaries.mjs';
import { moduleBreach } from './module-boundaries.mjs';

const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a remote, a feature folder imports no other feature folder, and common/ no feature.' },
  },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const breach = boundaryBreach(context.filename, source.value);
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

const noModuleInternals = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A server module (api/src/modules/<m>/) imports no other module's *.repository, *.table or *.routes file, type-only imports included; tests are exempt.",
    },
  },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const breach = moduleBreach(context.filename, source.value);
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

export default {
  meta: { name: 'boundaries' },
  rules: { 'no-cross-feature-import': noCrossFeatureImport, 'no-module-internals': noModuleInternals },
};
