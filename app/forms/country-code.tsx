/** Shown in place of a flag: the two-letter country code, readable everywhere (flag emoji are not). */
export function CountryCode({ country }: { country: string }) {
  return <span className="block text-center text-sm leading-[1.25rem] font-semibold text-ink">{country}</span>;
}
