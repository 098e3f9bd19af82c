// A TypeScript transformer for the web app's builds: gives every styled component a
// componentId made from its file and its place in that file, and drops the comments and
// spacing of the CSS in styled-components templates (bytes every visitor downloads).
//
// styled-components names a component it is not told the id of from a counter, in the order
// components are created. The browser creates them as page chunks arrive, the server-side
// renderer all at once in another order, so the same component would get different class
// names in the server's HTML and in the browser, and hydration would not match. Ids from
// the source are the same in every build.
import path from 'node:path';
import ts from 'typescript';

/** 32-bit FNV-1a: short, stable, and well spread for names this small. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const FILE_CODE_LENGTH = 5;
const FILE_CODES = 36 ** FILE_CODE_LENGTH;

/**
 * The id of the `index`th styled component (0-based, in source order) of `file` (relative
 * to the project, `/`-separated): a code for the file, of fixed length, then the index.
 * The ids of one file then share all but their end, which costs the compressed bundle
 * about half what unrelated ids would.
 */
export function componentIdFor(file: string, index: number): string {
  const fileCode = (fnv1a(file) % FILE_CODES).toString(36).padStart(FILE_CODE_LENGTH, '0');
  return `sc-${fileCode}${index.toString(36)}`;
}

/**
 * A piece of CSS text without comments and without the spacing CSS does not need: runs of
 * whitespace become one space, none is kept around `{`, `}`, `;` and `,` or after `:`.
 * (Space before `:` stays: `a :hover` is not `a:hover`.) A piece may end or start at an
 * interpolation, so a space next to one is kept unless the neighbouring character allows
 * dropping it.
 */
export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':');
}

type StyledImports = { styled?: string; helpers: Set<string> };

/** The local names the file gives styled-components' `styled` and its CSS helpers. */
function styledImports(sourceFile: ts.SourceFile): StyledImports {
  const found: StyledImports = { helpers: new Set() };
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'styled-components') continue;
    const clause = statement.importClause;
    if (clause?.name) found.styled = clause.name.text;
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (CSS_HELPERS.includes(imported)) found.helpers.add(element.name.text);
      }
    }
  }
  return found;
}

const CSS_HELPERS = ['css', 'createGlobalStyle', 'keyframes'];

/**
 * Whether a template tag creates a styled component: `styled.div`, `styled(Link)`, and
 * either of those followed by `.attrs(...)` or `.withConfig(...)`.
 */
function isStyledTag(tag: ts.Expression, styled: string): boolean {
  if (ts.isPropertyAccessExpression(tag)) return ts.isIdentifier(tag.expression) && tag.expression.text === styled;
  if (!ts.isCallExpression(tag)) return false;
  const callee = tag.expression;
  if (ts.isIdentifier(callee)) return callee.text === styled;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ['attrs', 'withConfig'].includes(callee.name.text) &&
    isStyledTag(callee.expression, styled)
  );
}

/** The transformer; `rootDir` makes the ids independent of where the project sits on disk. */
export function styledComponentIds(rootDir: string): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (sourceFile) => {
    const { styled, helpers } = styledImports(sourceFile);
    if (!styled && helpers.size === 0) return sourceFile;
    const file = path.relative(rootDir, sourceFile.fileName).split(path.sep).join('/');
    const { factory } = context;
    let index = 0;

    // The template's interpolations are visited already. Only texts without escapes are
    // touched: their raw and cooked forms are the same.
    const minified = (template: ts.TemplateLiteral): ts.TemplateLiteral => {
      const pieces = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      if (pieces.some((piece) => piece.rawText !== undefined && piece.rawText !== piece.text)) return template;
      if (ts.isNoSubstitutionTemplateLiteral(template))
        return factory.createNoSubstitutionTemplateLiteral(minifyCss(template.text).trim());
      return factory.createTemplateExpression(
        factory.createTemplateHead(minifyCss(template.head.text).trimStart()),
        template.templateSpans.map((span) => {
          const text = minifyCss(span.literal.text);
          const literal = ts.isTemplateTail(span.literal)
            ? factory.createTemplateTail(text.trimEnd())
            : factory.createTemplateMiddle(text);
          return factory.createTemplateSpan(span.expression, literal);
        }),
      );
    };

    const visit = (node: ts.Node): ts.Node => {
      if (ts.isTaggedTemplateExpression(node) && styled && isStyledTag(node.tag, styled)) {
        const id = factory.createObjectLiteralExpression([
          factory.createPropertyAssignment('componentId', factory.createStringLiteral(componentIdFor(file, index++))),
        ]);
        const tag = factory.createCallExpression(
          factory.createPropertyAccessExpression(node.tag, 'withConfig'),
          undefined,
          [id],
        );
        return factory.updateTaggedTemplateExpression(
          node,
          tag,
          node.typeArguments,
          minified(ts.visitEachChild(node.template, visit, context)),
        );
      }
      if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && helpers.has(node.tag.text)) {
        return factory.updateTaggedTemplateExpression(
          node,
          node.tag,
          node.typeArguments,
          minified(ts.visitEachChild(node.template, visit, context)),
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit) as ts.SourceFile;
  };
}
