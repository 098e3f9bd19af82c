import { useLocation, type Location } from 'react-router-dom';

/**
 * A probe to put inside a test's router: `location()` is where the app is now, for
 * assertions about navigation.
 */
export function makeLocationProbe() {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const location = (): Location => {
    if (!current) throw new Error('The location probe has not rendered');
    return current;
  };
  return { LocationProbe, location };
}
