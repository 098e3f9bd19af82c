// The few schema.org types the pages' structured data uses, with schema.org's own names
// for types and properties, narrowed to what this site writes (https://schema.org/<Name>
// describes each one). Only what the builders fill in is listed; every node sits in one
// @graph, and a node names another by its @id.

/** A reference to a node of the graph (or of another page's graph) by its @id. */
export type NodeReference = { '@id': string };

type Node<Type extends string> = { '@type': Type; '@id'?: string };

/** https://schema.org/PostalAddress */
export type PostalAddress = Node<'PostalAddress'> & {
  streetAddress: string;
  addressLocality?: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry: string;
};

/** https://schema.org/ContactPoint */
export type ContactPoint = Node<'ContactPoint'> & {
  contactType: string;
  telephone?: string;
  email?: string;
  areaServed?: string;
  availableLanguage?: string[];
};

/** https://schema.org/DayOfWeek, as its members' names. */
export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** https://schema.org/OpeningHoursSpecification: opens and closes on a local clock, "HH:MM". */
export type OpeningHoursSpecification = Node<'OpeningHoursSpecification'> & {
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
};

/** https://schema.org/Organization */
export type Organization = Node<'Organization'> & {
  name: string;
  url: string;
  logo: string;
  description?: string;
  telephone?: string;
  email?: string;
  address?: PostalAddress;
  contactPoint?: ContactPoint[];
  sameAs?: string[];
};

/** https://schema.org/Restaurant (a brand of the group, or one of its outlets). */
export type Restaurant = Node<'Restaurant'> & {
  name: string;
  url: string;
  description?: string;
  image?: string;
  logo?: string;
  servesCuisine?: string[];
  hasMenu?: string;
  address?: PostalAddress;
  telephone?: string;
  openingHoursSpecification?: OpeningHoursSpecification[];
  hasMap?: string;
  /** A reservation page's URL. */
  acceptsReservations?: string;
  parentOrganization?: NodeReference;
};

/** https://schema.org/MedicalSpecialty members the site's specialities correspond to. */
export type MedicalSpecialty = 'PrimaryCare' | 'Gynecologic' | 'Dermatology' | 'Pediatric' | 'Neurologic' | 'Gastroenterologic';

/** https://schema.org/Physician */
export type Physician = Node<'Physician'> & {
  name: string;
  url: string;
  image?: string;
  description?: string;
  /** The member's URL, https://schema.org/<MedicalSpecialty>. */
  medicalSpecialty?: string;
  /** The speciality in words, for one schema.org has no member for. */
  knowsAbout?: string;
  address?: PostalAddress;
  isAcceptingNewPatients?: boolean;
  parentOrganization?: NodeReference;
};

/** https://schema.org/MedicalClinic */
export type MedicalClinic = Node<'MedicalClinic'> & {
  name: string;
  url: string;
  description?: string;
  medicalSpecialty?: string[];
  member?: Physician[];
  parentOrganization?: NodeReference;
};

/** https://schema.org/ListItem of a breadcrumb trail: `item` is the page's absolute URL. */
export type ListItem = Node<'ListItem'> & { position: number; name: string; item: string };

/** https://schema.org/BreadcrumbList */
export type BreadcrumbList = Node<'BreadcrumbList'> & { itemListElement: ListItem[] };

export type GraphNode = Organization | Restaurant | Physician | MedicalClinic | BreadcrumbList;

/** What one <script type="application/ld+json"> holds. */
export type StructuredData = { '@context': 'https://schema.org'; '@graph': GraphNode[] };
