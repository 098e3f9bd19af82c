// A stand-in for the built renderer (dist-server/renderPage.cjs) for the render-thread tests
// (pages/renderThreads.test.ts): the page names what it was asked for, and the answers say
// how it behaves: `busyMs` works that long in one piece, `fail` rejects, `crash` ends the thread.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as the built renderer it stands in for
const { threadId } = require('node:worker_threads');

/** This thread's own nice value, as the kernel keeps it (Linux: /proc/thread-self/stat, field 19). */
function niceness() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as above
  const stat = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8');
  // The fields after the command name (which may hold spaces) start past its closing parenthesis.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

exports.renderPage = async (url, language, answers, at, visitor) => {
  if (answers.crash) process.exit(3);
  if (answers.fail) throw new Error(answers.fail);
  const until = Date.now() + (answers.busyMs || 0);
  while (Date.now() < until) {
    // One piece of work, as a React render is: nothing else runs on this thread meanwhile.
  }
  return {
    html: `<p>${url} ${language} ${visitor}</p>`,
    styles: '<style></style>',
    minute: at,
    threadId,
    niceness: niceness(),
  };
};
