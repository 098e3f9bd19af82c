// Lints snippets of code as if they stood at given paths of the repository, with the
// project's own ESLint configuration, and prints each one's messages as JSON. The layer
// tests (eslint/layers.test.ts) run it in a process of its own, so the configuration loads
// as ESLint loads it. Input on stdin: [{ "path": "server/services/probe.ts", "code": "…" }].
import { ESLint } from 'eslint';

const probes = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { path, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: path });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
