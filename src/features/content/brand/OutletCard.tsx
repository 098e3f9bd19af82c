import styled, { css } from 'styled-components';
import { alpha } from '../../../components/theme';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { weekdayNameOf, weekdayOf } from '../../../shared/calendarText';
import type { Outlet } from '../../../shared/contentTypes';
import { hoursText, isOpenAt, openingOn } from '../../../shared/outletHours';
import { cityTimeZone } from '../../../shared/cityTimeZones';
import { wallClockAt } from '../../../shared/slots';
import { numberDigits } from '../../../shared/phoneNumbers';
import { WEEK_FROM_MONDAY } from '../../../shared/weeklyHours';
import type { LangCode } from '../../../shared/language';
import { useT } from '../../language';

type Props = { outlet: Outlet; lang: LangCode; now: Date | null };

/** Opens in a new tab without giving it a handle on this page. */
const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

/** One outlet: where it is, today's hours and whether it is open now, the week on demand, and its links. */
export function OutletCard({ outlet, lang, now }: Props) {
  const t = useT();
  // Its hours are on its own city's clock (Bali and Sulawesi are an hour ahead of Jakarta).
  const clock = now && wallClockAt(now, cityTimeZone(outlet.city));
  const place = { name: outlet.restaurantName, city: outlet.city };
  const today = clock ? openingOn(outlet.openingHours, weekdayOf(clock)) : null;
  const open = clock ? isOpenAt(outlet.openingHours, clock) : null;
  const dayHours = (weekday: number) => {
    const hours = openingOn(outlet.openingHours, weekday);
    return hours ? hoursText(hours, lang) : t('outlets.closed');
  };

  return (
    <Frame as="li">
      <h5>{outlet.city}</h5>
      <Address>{outlet.address}</Address>
      {outlet.note && <Note>{outlet.note}</Note>}

      {clock && (
        <Today>
          <Status $open={Boolean(open)}>{t(open ? 'outlets.openNow' : 'outlets.closedNow')}</Status>
          <span>{today ? t('outlets.today', { hours: hoursText(today, lang) }) : t('outlets.closedToday')}</span>
        </Today>
      )}
      <Week>
        <summary>{t('outlets.week')}</summary>
        <dl>
          {WEEK_FROM_MONDAY.map((key) => {
            const weekday = Number(key);
            return (
              <div key={key} data-today={clock && weekdayOf(clock) === weekday ? 'true' : undefined}>
                <dt>{weekdayNameOf(weekday, lang, 'long')}</dt>
                <dd>{dayHours(weekday)}</dd>
              </div>
            );
          })}
        </dl>
      </Week>

      {outlet.phone && (
        <Phone
          href={`tel:+${numberDigits(outlet.phone)}`}
          aria-label={t('outlets.phone', { ...place, phone: outlet.phone })}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {outlet.phone}
        </Phone>
      )}

      <Links>
        <Button
          as="a"
          href={outlet.directionsUrl}
          {...NEW_TAB}
          $variant="secondary"
          $size="small"
          aria-label={t('outlets.directionsTo', {
            name: outlet.restaurantName,
            address: `${outlet.address}, ${outlet.city}`,
          })}
        >
          {t('outlets.directions')}
        </Button>
        {outlet.reservationUrl && (
          <Button
            as="a"
            href={outlet.reservationUrl}
            {...NEW_TAB}
            $variant="secondary"
            $size="small"
            aria-label={t('outlets.reserveAt', place)}
          >
            {t('outlets.reserve')}
          </Button>
        )}
        {outlet.whatsappUrl && (
          <Button
            as="a"
            href={outlet.whatsappUrl}
            {...NEW_TAB}
            $variant="subtle"
            $size="small"
            aria-label={t('outlets.whatsappTo', place)}
          >
            {t('outlets.whatsapp')}
          </Button>
        )}
        {outlet.deliveryLinks.map((link) => (
          <Button
            as="a"
            key={link.url}
            href={link.url}
            {...NEW_TAB}
            $variant="subtle"
            $size="small"
            aria-label={t('outlets.orderVia', { name: outlet.restaurantName, label: link.label })}
          >
            {link.label}
          </Button>
        ))}
      </Links>
    </Frame>
  );
}

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  color: ${({ theme }) => theme.colors.text};
  h5 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.05rem;
    font-weight: 700;
  }
`;

const Address = styled.p`
  margin: 0;
  line-height: 1.5;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Today = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin: 4px 0 0;
  font-size: 0.92rem;
`;

const Status = styled.span<{ $open: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-weight: 700;
  font-size: 0.82rem;
  ${({ $open, theme }) =>
    $open
      ? css`
          background: ${alpha(theme.colors.success, 0.12)};
          color: ${theme.colors.success};
        `
      : css`
          background: ${theme.colors.dangerSurface};
          color: ${theme.colors.danger};
        `}
`;

const Week = styled.details`
  font-size: 0.92rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    width: fit-content;
  }
  dl {
    display: grid;
    gap: 2px;
    margin: 8px 0 0;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dl > div[data-today] {
    font-weight: 700;
  }
  dt,
  dd {
    margin: 0;
  }
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  width: fit-content;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
  padding-top: 6px;
`;
