// The start script's entry (see startScript.ts). START_TABLE is written in by the build
// (scripts/webpack/startScriptPlugin.ts) once the chunks' file names are known.
import { start, type StartTable } from './startScript';

declare const START_TABLE: StartTable;

const run = () => start(START_TABLE);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
else run();
