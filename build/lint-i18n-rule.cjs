// qcard/no-untranslated-text: a sentence written into the code of a screen is a text the rider
// reads in English whatever language they chose. i18next/no-literal-string covers JSX text and
// the user-facing attributes; this rule covers the rest: alert messages raised by sagas,
// fallbacks after `??`, titles in route tables, texts passed as props. A text belongs in the
// app's locales/<language>/<namespace>.json and is read through t() (docs/i18n.md).

/** A string that reads as words for a person: a capitalised word followed by at least one more. */
const SENTENCE = /^[^A-Za-z]*[A-Z][a-z’']+(?:[\s,:;’'()-]+[A-Za-z$][A-Za-z’'.!?$]*)+/;
/** Calls whose strings are for developers and operators, not riders. */
const DEVELOPER_CALLEES =
  /^(console\.\w+|describe|it|test|expect|Error|TypeError|RangeError|logger\.\w+|log\.\w+|t|i18n\.t)$/;

function calleeName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed) {
    const object = calleeName(node.object);
    return object ? `${object}.${node.property.name}` : node.property.name;
  }
  return null;
}

/** True when the string is not shown to a rider: module names, types, keys, developer messages. */
function isExempt(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
      case 'ImportExpression':
      case 'TSLiteralType':
      case 'TSEnumMember':
      case 'ThrowStatement':
        return true;
      case 'Property':
        if (parent.key === child && !parent.computed) return true;
        break;
      case 'CallExpression':
      case 'NewExpression': {
        const name = calleeName(parent.callee);
        if (
          name &&
          (DEVELOPER_CALLEES.test(name) || name === 'require' || name === 'require.resolve')
        )
          return true;
        return false;
      }
      case 'JSXAttribute':
        // i18next/no-literal-string judges attributes (user-facing ones only).
        return true;
      case 'BinaryExpression':
        // comparisons with a server's text (`=== 'Approved'`) are not shown
        if (['===', '!==', '==', '!='].includes(parent.operator)) return true;
        break;
      case 'Program':
      case 'FunctionDeclaration':
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return false;
      default:
        break;
    }
  }
  return false;
}

const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A sentence for riders is read through t() from the locales files, not written into the code.',
    },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      untranslated:
        '"{{text}}" is shown to riders in English whatever their language: move it to locales/<language>/<namespace>.json and read it with t() (docs/i18n.md).',
    },
  },
  create(context) {
    const allow = new Set((context.options[0] && context.options[0].allow) || []);
    const check = (node, text) => {
      const trimmed = text.trim();
      // Words for people have spaces; 'Accept-Language' or 'Content-Type' do not.
      if (
        !trimmed ||
        !/\s/.test(trimmed) ||
        allow.has(trimmed) ||
        !SENTENCE.test(trimmed) ||
        isExempt(node)
      )
        return;
      context.report({
        node,
        messageId: 'untranslated',
        data: { text: trimmed.length > 60 ? `${trimmed.slice(0, 57)}...` : trimmed },
      });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? '');
      },
    };
  },
};

module.exports = { noUntranslatedText, SENTENCE };
