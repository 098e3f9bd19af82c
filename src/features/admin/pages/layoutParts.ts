// The site's navigation bar and footer belong to the app's shell (src/app/layout), which a
// feature may not import. The shell hands them to the console when it loads it
// (src/app/ConsoleWithLayout.tsx), so the navbar/footer document previews with the very
// components every public page shows.
import { createContext, useContext, type ComponentType } from 'react';

export type LayoutParts = { Navbar: ComponentType; Footer: ComponentType };

export const LayoutPartsContext = createContext<LayoutParts | null>(null);

/** The shell's navbar and footer, or null where the console runs without them (component tests). */
export const useLayoutParts = () => useContext(LayoutPartsContext);
