import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import { markPureCalls } from './pureCallsLoader';

const ROUTER_BUILD = path.join(__dirname, '../../node_modules/react-router/dist/production');

test('a component nobody imports goes, with the code only it calls', async () => {
  const source = [
    'import * as React10 from "react";',
    'function submitHelper() { return "only the form uses this"; }',
    'var Form = React10.forwardRef(function Form() { return submitHelper(); });',
    'Form.displayName = "Form";',
    'var Link = React10.forwardRef(function Link() { return "link"; });',
    'Link.displayName = "Link";',
    'export { Link };',
  ].join('\n');
  const options = { module: true, compress: { passes: 3 } };
  expect((await minify(source, options)).code).toContain('only the form uses this');
  const marked = (await minify(markPureCalls(source), options)).code;
  expect(marked).not.toContain('only the form uses this');
  expect(marked).toContain('"link"');
});

test('react-router’s build still has the pattern the loader marks', () => {
  const files = fs.readdirSync(ROUTER_BUILD).filter((name) => name.endsWith('.mjs'));
  const source = files.map((name) => fs.readFileSync(path.join(ROUTER_BUILD, name), 'utf8')).join('\n');
  expect(source).toMatch(/var Form = React\d*\.forwardRef\(/);
  const marked = markPureCalls(source);
  expect(marked).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  expect(marked).not.toContain('Form.displayName = "Form";');
});
