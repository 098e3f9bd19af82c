// The console's chunk: the console page, given the shell's navbar and footer for the live
// preview of the navbar/footer document. This file and its copy of the navbar are in the
// console's module layer (scripts/webpack/consoleLayerPlugin.ts), so the public pages keep
// theirs byte for byte; the footer is the public pages' own chunk, loaded when shown. Both
// load when that preview first shows, not with every console page.
import { lazy } from 'react';
import ConsolePage from '../features/admin/ConsolePage';
import { LayoutPartsContext, type LayoutParts } from '../features/admin/pages/layoutParts';

const parts: LayoutParts = {
  Navbar: lazy(() =>
    import(/* webpackChunkName: "admin-navbar" */ './layout/Navbar').then((module) => ({ default: module.Navbar })),
  ),
  Footer: lazy(() => import(/* webpackChunkName: "footer" */ './layout/Footer')),
};

export default function ConsoleWithLayout() {
  return (
    <LayoutPartsContext.Provider value={parts}>
      <ConsolePage />
    </LayoutPartsContext.Provider>
  );
}
