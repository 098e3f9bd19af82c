// "Directions" opens a maps search of the doctor's address: the maps URL that opens the
// maps app on a phone and the website elsewhere, with nothing but the address sent.
type Address = { line1?: string; line2?: string } | undefined;

/** The address on one line ("Jl. Kemang Raya 12, Jakarta Selatan"); empty when there is none. */
export function addressLine(address: Address): string {
  return [address?.line1, address?.line2]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/** A maps search of the address, or null when there is no address to look for. */
export function directionsUrl(address: Address): string | null {
  const line = addressLine(address);
  return line ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}` : null;
}
