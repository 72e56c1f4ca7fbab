// The project's own oxlint rules (`.oxlintrc.json` "jsPlugins"): `boundaries/no-cross-feature-import`.
import { boundaryBreach } from './feature-boundaries.mjs';

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

export default { meta: { name: 'boundaries' }, rules: { 'no-cross-feature-import': noCrossFeatureImport } };
