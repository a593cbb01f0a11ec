import path from 'node:path';
import { placeOf, refusal } from './layers.mjs';

/**
 * `api-layers/only-down`: every relative import of a file under `srcRoot` (import, export from, import(),
 * require, jest.mock) is resolved to a path inside src/ and checked against the layer table of layers.mjs. The
 * path is enough: the imported file need not exist, so a probe of a forbidden import is reported too.
 */
export const onlyDown = {
  meta: {
    type: 'problem',
    docs: { description: 'apps/api layers only point down; a product never imports another product' },
    schema: [
      {
        type: 'object',
        properties: { srcRoot: { type: 'string' } },
        required: ['srcRoot'],
        additionalProperties: false,
      },
    ],
    messages: {
      refused: '{{from}} imports {{to}}: {{why}} (apps/api/README.md, "Where new code goes").',
      unplaced: 'src/{{folder}} is in no layer: add it to apps/api/lint/layers.mjs.',
    },
  },
  create(context) {
    const { srcRoot } = context.options[0];
    const inSrc = (absolute) => {
      const relative = path.relative(srcRoot, absolute).split(path.sep).join('/');
      return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative;
    };
    const file = inSrc(context.filename);
    if (file === null) return {};
    const from = placeOf(file);
    const fromTest = /\.test\.[cm]?[jt]sx?$/.test(file);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      if (!from) {
        context.report({ node, messageId: 'unplaced', data: { folder: file.split('/')[0] } });
        return;
      }
      const target = inSrc(path.resolve(path.dirname(context.filename), specifier));
      if (target === null) return;
      const to = placeOf(target);
      if (!to) {
        context.report({ node, messageId: 'unplaced', data: { folder: target.split('/')[0] } });
        return;
      }
      const why = refusal(from, to, { fromTest });
      if (why) context.report({ node, messageId: 'refused', data: { from: file, to: target, why } });
    }

    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);
    const isModuleCall = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'jest' &&
        callee.property.type === 'Identifier' &&
        ['mock', 'doMock', 'unmock', 'requireActual', 'requireMock'].includes(callee.property.name));

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        check(node.moduleReference, literal(node.moduleReference.expression)),
      CallExpression: (node) => isModuleCall(node.callee) && check(node, literal(node.arguments[0])),
    };
  },
};

/** The plugin, one object for every config that names it (ESLint refuses two plugins of one name). */
export const apiLayersPlugin = { meta: { name: 'api-layers' }, rules: { 'only-down': onlyDown } };
