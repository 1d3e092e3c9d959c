/** The address, with the area added when the address does not already name it. */
export function placeText(listing: { address: string | null; location: string | null }): string {
  const address = listing.address ?? '';
  const { location } = listing;
  if (!location || address.toLowerCase().includes(location.toLowerCase())) return address;
  return address ? `${address}, ${location}` : location;
}
