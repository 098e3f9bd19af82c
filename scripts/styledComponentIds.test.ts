import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { componentIdFor, minifyCss, styledComponentIds } from './styledComponentIds';

const ROOT = path.resolve(__dirname, '..');

/** `source` as the web app's builds emit it, as if it were the file at `file` (relative to the project). */
function transpile(source: string, file = 'src/components/Example.tsx'): string {
  return ts.transpileModule(source, {
    fileName: path.join(ROOT, file),
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX },
    transformers: { before: [styledComponentIds(ROOT)] },
  }).outputText;
}

const idsIn = (code: string) => [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);

test('every kind of styled component gets an id from its file and its place in it, in source order', () => {
  const code = transpile(`
    import styled, { css } from 'styled-components';
    import { Link } from 'react-router-dom';
    export const A = styled.div\`color: red;\`;
    export const B = styled(Link)<{ $x: boolean }>\`color: blue;\`;
    export const C = styled.input.attrs({ type: 'text' })\`margin: 0;\`;
    export const D = styled(A).attrs(() => ({ role: 'note' }))\`padding: 0;\`;
    export const E = styled.span.withConfig({ shouldForwardProp: () => true })\`gap: 0;\`;
    export const notStyled = css\`color: green;\`;
  `);
  const file = 'src/components/Example.tsx';
  expect(idsIn(code)).toEqual([0, 1, 2, 3, 4].map((index) => componentIdFor(file, index)));
  expect(code).toContain(`styled.div.withConfig({ componentId: "${componentIdFor(file, 0)}" }) \`color:red;\``);
  expect(code).toContain(`styled(Link).withConfig({ componentId: "${componentIdFor(file, 1)}" })`);
  expect(code).toContain(`styled.input.attrs({ type: 'text' }).withConfig(`);
  // The css helper makes no component: no id, but its CSS is minified all the same.
  expect(code).toContain('css `color:green;`');
});

test('ids are the same in every build and differ between components', () => {
  const source =
    "import styled from 'styled-components';\nexport const A = styled.p`x: 1;`;\nexport const B = styled.p`x: 1;`;";
  expect(idsIn(transpile(source))).toEqual(idsIn(transpile(source)));
  const [a, b] = idsIn(transpile(source));
  expect(a).not.toBe(b);
  const [elsewhere] = idsIn(transpile(source, 'src/features/Other.tsx'));
  expect(elsewhere).not.toBe(a);
  // Usable as a class name: starts with a letter, nothing to escape.
  expect(a).toMatch(/^sc-[a-z0-9]+$/);
});

test('a file that does not import styled-components is left alone, as is a template under another name', () => {
  const source = "import styled from 'somewhere-else';\nexport const A = styled.div`color: red;`;";
  expect(transpile(source)).toContain('styled.div `color: red;`');
  const other =
    "import styled from 'styled-components';\nconst tag = (s: TemplateStringsArray) => s;\nexport const A = tag`color:   red;`;";
  expect(transpile(other)).toContain('tag `color:   red;`');
});

test('CSS loses comments and spacing, never what changes its meaning', () => {
  expect(minifyCss('\n  color: red;\n  /* why */\n  margin: 0 auto;\n  &:hover {\n    color: blue;\n  }\n')).toBe(
    ' color:red;margin:0 auto;&:hover{color:blue;}',
  );
  // A space before ":" is a descendant selector.
  expect(minifyCss('& :focus-visible { outline: 0; }')).toBe('& :focus-visible{outline:0;}');
  expect(minifyCss('@media (min-width: 768px) and (max-width: 1023px) {')).toBe(
    '@media (min-width:768px) and (max-width:1023px){',
  );
  // Around interpolations the spaces that separate values stay.
  const code = transpile(
    "import styled from 'styled-components';\nexport const A = styled.div`\n  margin: ${1}px ${2}px;\n  border: 1px solid ${'red'};\n`;",
  );
  expect(code).toContain("`margin:${1}px ${2}px;border:1px solid ${'red'};`");
});

test('a template with escapes is kept as written', () => {
  const code = transpile(
    "import styled from 'styled-components';\nexport const Quote = styled.q`\n  &::before { content: '\\\\201C'; }\n`;",
  );
  expect(code).toContain("&::before { content: '\\\\201C'; }");
});

test('no two styled components of the web app share an id', () => {
  const files = fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => path.join('src', file));
  const owners = new Map<string, string>();
  let count = 0;
  for (const file of files) {
    for (const id of idsIn(transpile(fs.readFileSync(path.join(ROOT, file), 'utf8'), file.split(path.sep).join('/')))) {
      count += 1;
      expect(owners.get(id) ?? file).toBe(file);
      owners.set(id, file);
    }
  }
  expect(count).toBeGreaterThan(200);
  expect(owners.size).toBe(count);
});
