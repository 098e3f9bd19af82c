// Keeps the staff console from changing a byte of the public pages' files.
//
// Webpack keeps only the exports a build uses of each module. A module both the console
// and the public pages import (a yup schema type, react-hook-form's field arrays, a shared
// schema file) would therefore carry, in the public pages' files, code only the console
// uses. This plugin puts the console's code, and its own copies of the shared layer and the
// form libraries, in a module layer of their own: a module in another layer is another
// module. Everything else the console imports (React, the router, the store, the UI kit)
// stays the one module the public pages have: those must be single, and what only the
// console uses of them is kept out by convention (src/features/admin/sections.ts).
import type { Compiler } from 'webpack';

export const CONSOLE_LAYER = 'console';

/** The console's own code: src/features/admin, and the shell's entry to it (src/app/ConsoleWithLayout.tsx). */
export const CONSOLE_CODE = /[\\/]src[\\/](features[\\/]admin[\\/]|app[\\/]ConsoleWithLayout\.tsx$)/;

/**
 * What the console takes its own copy of: the shared layer, the form libraries with what they
 * import, and the shell's navigation bar (with its language switch) that its page preview
 * shows. Webpack merges a module only one chunk uses into its neighbours; the public pages'
 * navigation bar is merged so, and would cost them bytes if the console's chunk used that
 * module too. The footer needs no copy: the console loads the public pages' own footer chunk.
 */
export const CONSOLE_COPIES =
  /[\\/](src[\\/]shared[\\/]|src[\\/]app[\\/]layout[\\/](Navbar|LanguageToggle)\.tsx$|node_modules[\\/](react-hook-form|yup|@hookform[\\/]resolvers|property-expr|toposort|tiny-case)[\\/])/;

/** The layer a module belongs in, given its file and the layer of the module importing it (null: the site's). */
export function consoleLayerOf(resource: string, issuerLayer: string | null | undefined): string | null {
  if (CONSOLE_CODE.test(resource)) return CONSOLE_LAYER;
  if (issuerLayer === CONSOLE_LAYER && CONSOLE_COPIES.test(resource)) return CONSOLE_LAYER;
  return null;
}

export class ConsoleLayerPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap('ConsoleLayerPlugin', (factory) => {
      factory.hooks.afterResolve.tap('ConsoleLayerPlugin', (resolveData) => {
        const data = resolveData.createData as { resource?: string; layer?: string | null };
        // Webpack gives a module its importer's layer; here the layer is decided instead.
        data.layer = consoleLayerOf(data.resource ?? '', resolveData.contextInfo.issuerLayer);
      });
    });
  }
}
