import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Lingui's macros (`<Trans>`, `useLingui`'s `t`, `msg`, `plural`) compiled at build time by
// Babel with Lingui's own plugin, on the files that import one (decision 040). Vite 8's React
// plugin has no Babel; this runs before it, on TypeScript and JSX as written.

/** The web app's Lingui configuration, wherever the build or the tests run from. */
export const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

const MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * The English source messages the macros leave in the code (`message`), compiled as the
 * catalogues are: Lingui's runtime interpolates a compiled message and has no compiler of its
 * own in production, so an English page needs neither a catalogue nor the ICU parser.
 */
function compiledSourceMessages(): PluginObj {
  const compiled = (value: string) => t.valueToNode(compileMessage(value));
  const hasId = (names: string[]) => names.includes('id');
  return {
    name: 'iqra-compiled-source-messages',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const object = path.parent;
        if (!t.isObjectExpression(object)) return;
        const names = object.properties.flatMap((property) =>
          t.isObjectProperty(property) && t.isIdentifier(property.key) ? [property.key.name] : [],
        );
        if (hasId(names)) path.node.value = compiled(value.value);
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parent;
        if (!t.isJSXOpeningElement(element)) return;
        const names = element.attributes.flatMap((attribute) =>
          t.isJSXAttribute(attribute) && t.isJSXIdentifier(attribute.name)
            ? [attribute.name.name]
            : [],
        );
        if (hasId(names)) path.node.value = t.jsxExpressionContainer(compiled(value.value));
      },
    },
  };
}

export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
  return {
    name: 'iqra:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        // The English source text stays in the bundle, compiled: English pages need no
        // catalogue. One pass: the macro rewrites the file as the traversal enters it, and the
        // descriptors it writes are then visited by the second plugin.
        plugins: [
          [linguiMacro, { stripMessageField: false, linguiConfig }],
          compiledSourceMessages,
        ],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
