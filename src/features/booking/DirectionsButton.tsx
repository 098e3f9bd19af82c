// "Directions" to a doctor's clinic: a maps search of the address in a new tab, named for
// screen readers with the address and the new tab; nothing when there is no address.
import { Button } from '../../components/Button';
import { useT } from '../language';
import { addressLine, directionsUrl } from './directionsUrl';

type Props = { address: Parameters<typeof directionsUrl>[0] };

export function DirectionsButton({ address }: Props) {
  const t = useT();
  const url = directionsUrl(address);
  if (!url) return null;
  return (
    <Button
      as="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('booking.directionsTo', { address: addressLine(address) })}
      $variant="subtle"
      $size="small"
      $shape="rounded"
    >
      <PinIcon />
      {t('booking.directions')}
    </Button>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="10" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
