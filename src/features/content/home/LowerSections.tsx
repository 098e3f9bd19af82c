import type { HomeContent, Restaurant } from '../../../shared/contentTypes';
import { homeLower } from '../../../shared/dictionary/homeLower';
import { addStrings } from '../../language';
import { DoctorsSection } from './DoctorsSection';
import { EmployeesSection } from './EmployeesSection';
import { GetInTouchSection } from './GetInTouchSection';
import { RestaurantsSection } from './RestaurantsSection';

// These sections' strings come with their code (see features/language/loadedStrings.ts).
addStrings(homeLower);

type Props = {
  home: HomeContent | undefined;
  pending: boolean;
  restaurants: Restaurant[] | undefined;
  restaurantsLoading: boolean;
};

/** The home page below its banner and introduction: loaded as the visitor scrolls towards it. */
export default function LowerSections({ home, pending, restaurants, restaurantsLoading }: Props) {
  return (
    <>
      <DoctorsSection />
      <RestaurantsSection
        title={home?.restaurantSectionTitle}
        description={home?.restaurantSectionDescription}
        pending={pending}
        restaurants={restaurants}
        loading={restaurantsLoading}
      />
      <EmployeesSection
        title={home?.employeeSectionTitle}
        description={home?.employeeSectionDescription}
        employees={home?.employees}
        pending={pending}
      />
      <GetInTouchSection
        title={home?.getInTouchTitle}
        imageUrl={home?.getInTouchImageUrl}
        backgroundImageUrl={home?.getInTouchBgImageUrl}
        pending={pending}
      />
    </>
  );
}
