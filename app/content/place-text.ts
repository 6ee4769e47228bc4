import type { Place, Vacancy } from "~/content/collections/vacancies";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => countryNames.of(code) ?? code;

/**
 * A place in a few words, for the lists: its city; else its name as the ATS writes it ("EMEA"); else its
 * country ("Sri Lanka", for a remote role open to a country).
 */
export function placeName(place: Place): string {
  return place.city ?? place.name ?? (place.country ? countryName(place.country) : "");
}

/**
 * A place in full, for the alerts and search: "Houston, TX, United States"; "Toronto, ON"; "EMEA"; "Berlin,
 * Germany" for a name the ATS gave with its country. The country is left out when the name already says it.
 */
export function placeText(place: Place): string {
  const country = place.country ? countryName(place.country) : undefined;
  if (place.name) {
    const saysCountry = !country || place.name.toLowerCase().includes(country.toLowerCase());
    return saysCountry ? place.name : `${place.name}, ${country}`;
  }
  return [place.city, place.region, country].filter(Boolean).join(", ");
}

/** "Colombo", "Colombo, Kandy", "EMEA, Berlin": the role's places in a few words each, each once, in its order. */
export const citiesOf = (vacancy: Pick<Vacancy, "locations">) =>
  [...new Set(vacancy.locations.map(placeName).filter(Boolean))].join(", ");
