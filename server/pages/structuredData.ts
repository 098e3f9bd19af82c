// Each public page's structured data (schema.org, as JSON-LD) in the server's HTML, in the
// page's language, from the same answers the page renders from: the group as an
// Organization on every page, and what the page itself shows (the brands and their outlets,
// a doctor, the doctor list) with its place in the site as a breadcrumb trail. Every URL
// in it is absolute, the page's own addresses in the page's language. Pages only a
// logged-in visitor sees, the login and password pages and unknown paths carry none.
import type {
  BreadcrumbListLeaf,
  Graph,
  MedicalClinicLeaf,
  OrganizationLeaf,
  PhysicianLeaf,
  RestaurantLeaf,
} from 'schema-dts';
import { paths } from '../../src/shared/routing/paths';
import { restaurantRows } from '../../src/shared/restaurantRows';
import type { RouteMatch, RouteName } from '../../src/shared/routing/routeTable';
import { breadcrumbsOf } from './structuredData/breadcrumbs';
import { clinicOf, doctorsIn, physicianOf } from './structuredData/doctors';
import { organizationOf } from './structuredData/organization';
import { text, type AnswerOf, type PageContext } from './structuredData/pageContext';
import { brandOf, brandsIn, brandsWithOutlets } from './structuredData/restaurants';
import { specialityName, wordsIn } from './words';
import { knowsSpeciality } from './pageKeys';
import type { LangCode } from '../../src/shared/language';

/** The nodes a page's graph holds, each a whole node of its own type. */
export type GraphNode = OrganizationLeaf | RestaurantLeaf | PhysicianLeaf | MedicalClinicLeaf | BreadcrumbListLeaf;

/**
 * What one <script type="application/ld+json"> holds: a schema.org Graph narrowed to the
 * nodes above (a Graph may hold any Thing, a bare IRI included, which has no @type to read).
 */
export interface StructuredData extends Graph {
  '@graph': GraphNode[];
}

type PageRule = (page: PageContext, params: Record<string, string>) => GraphNode[];

/** The trail of a page right under Home, named by its navbar entry. */
const underHome = (page: PageContext, nameKey: string, path: string) =>
  breadcrumbsOf(page, [{ name: page.words(nameKey), path }]);

const navPage =
  (nameKey: string, path: string): PageRule =>
  (page) => [underHome(page, nameKey, path)];

/** The list of a speciality the site knows: its trail, and the clinic with the doctors who practise it. */
const specialityPage = (page: PageContext, speciality: string) => [
  breadcrumbsOf(page, [
    { name: page.words('nav.doctors'), path: paths.doctors },
    { name: specialityName(speciality, page.words), path: paths.doctorsBySpeciality(speciality) },
  ]),
  clinicOf(
    page,
    doctorsIn(page).filter((doctor) => text(doctor.speciality) === speciality),
    speciality,
  ),
];

const RULES: Partial<Record<RouteName, PageRule>> = {
  // The brand cards the home page shows (its first five).
  home: (page) =>
    restaurantRows(brandsIn(page))
      .flat()
      .map((brand) => brandOf(page, brand)),
  about: navPage('nav.about', paths.about),
  contact: navPage('nav.contact', paths.contact),
  career: navPage('nav.career', paths.career),
  investorRelation: navPage('nav.investorRelation', paths.investorRelation),
  ourBrand: (page) => [underHome(page, 'nav.ourBrand', paths.ourBrand), ...brandsWithOutlets(page, brandsIn(page))],
  doctors: (page) => [underHome(page, 'nav.doctors', paths.doctors), clinicOf(page, doctorsIn(page))],
  // A made-up speciality is not echoed: its page is the doctor list's frame (pages/standIns.ts).
  doctorsBySpeciality: (page, { speciality = '' }) =>
    knowsSpeciality(speciality, page.answerOf)
      ? specialityPage(page, speciality)
      : [underHome(page, 'nav.doctors', paths.doctors)],
  appointment: (page, { docId }) => {
    const doctor = doctorsIn(page).find((row) => text(row._id) === docId);
    if (!doctor) return [];
    const speciality = text(doctor.speciality);
    return [
      physicianOf(page, doctor),
      breadcrumbsOf(page, [
        { name: page.words('nav.doctors'), path: paths.doctors },
        ...(speciality
          ? [{ name: specialityName(speciality, page.words), path: paths.doctorsBySpeciality(speciality) }]
          : []),
        { name: text(doctor.name), path: paths.appointment(text(doctor._id)) },
      ]),
    ];
  },
};

/** The structured data of the page the route table matched, for a site at `siteUrl`; undefined for none. */
export function structuredDataFor(
  match: RouteMatch | undefined,
  lang: LangCode,
  answerOf: AnswerOf,
  siteUrl: string,
): StructuredData | undefined {
  const rule = match && !match.entry.login ? RULES[match.name] : undefined;
  if (!match || !rule) return undefined;
  const page: PageContext = { lang, words: wordsIn(lang), answerOf, siteUrl: siteUrl.replace(/\/+$/, '') };
  return { '@context': 'https://schema.org', '@graph': [organizationOf(page), ...rule(page, match.params)] };
}
