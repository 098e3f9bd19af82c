// The production build, step by step, recorded when every step succeeded. Shared by
// `npm run build` (scripts/build.ts) and `npm start` (scripts/start.ts).
import { spawn } from 'node:child_process';
import { checkBuild, clearRecord, computeFingerprint, writeRecord, type Fingerprint } from './buildFingerprint';

/** The package.json scripts that make a build, in order: media and documents first, webpack keeps their folders. */
export const BUILD_STEPS = ['build:media', 'build:documents', 'build:web'];

export type BuildResult = { ok: true } | { ok: false; code: number | null; signal: NodeJS.Signals | null };

const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs `npm run <script>` with this terminal's output, in a process group of its own. A stop
 * signal for this process (Ctrl-C, `kill`, a supervisor) is sent on to that whole group: npm
 * passes a signal to the shell it runs the script in, but the shell does not pass it to the
 * script, which would go on building (webpack, on every core) after this process ended.
 */
function runScript(script: string, root: string): Promise<BuildResult> {
  return new Promise((resolve) => {
    const windows = process.platform === 'win32';
    // npm is npm.cmd on Windows, which Node starts only through a shell.
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: 'inherit',
      shell: windows,
      detached: !windows,
    });
    const forward = (signal: NodeJS.Signals) => {
      try {
        if (windows || child.pid === undefined) child.kill(signal);
        else process.kill(-child.pid, signal);
      } catch {
        // The group is already gone; its exit is on its way.
      }
    };
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    const done = (result: BuildResult) => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
      resolve(result);
    };
    child.on('error', (error) => {
      console.error(`${script}: ${error.message}`);
      done({ ok: false, code: 1, signal: null });
    });
    child.on('exit', (code, signal) => done(code === 0 ? { ok: true } : { ok: false, code, signal }));
  });
}

/**
 * Builds everything and records the fingerprint of the inputs as they were when the build
 * began: a file saved while webpack runs may or may not be in the output, so it must count
 * as changed next time.
 */
export async function runBuild(
  root: string,
  env: NodeJS.ProcessEnv,
  fingerprint: Fingerprint = computeFingerprint(root, env),
): Promise<BuildResult> {
  clearRecord(root);
  for (const script of BUILD_STEPS) {
    const result = await runScript(script, root);
    if (!result.ok) return result;
  }
  writeRecord(root, fingerprint, new Date());
  return { ok: true };
}

/** Ends this process the way the failed step ended: same exit code, or the same signal. */
export function exitLike(result: Extract<BuildResult, { ok: false }>): never {
  if (result.signal) {
    // Without a listener left, the signal ends this process as it ended the step, so the
    // shell (and npm) see a process killed by it rather than an ordinary failure.
    for (const signal of FORWARDED_SIGNALS) process.removeAllListeners(signal);
    process.kill(process.pid, result.signal);
  }
  process.exit(result.code ?? 1);
}

/**
 * What `npm start` and `npm run start:cluster` do before starting: build when the build's
 * inputs changed since the last successful build (or an output is missing), saying which in
 * one line; a failed build ends this process the way the build ended.
 */
export async function buildIfNeeded(root: string, env: NodeJS.ProcessEnv): Promise<void> {
  const decision = checkBuild(root, env);
  console.log(decision.message);
  if (!decision.build) return;
  const result = await runBuild(root, env, decision.fingerprint);
  if (!result.ok) exitLike(result);
}
