import { describe, expect, it } from 'vitest';
import { isBroadPlace, placesNamedIn, placeSuggestedByAddress } from './address-place.js';

describe('placesNamedIn', () => {
  it('finds a neighbourhood after the street, in any case and punctuation', () => {
    expect(placesNamedIn('14 Spur Road, Wilberforce')).toEqual(['Wilberforce']);
    expect(placesNamedIn('14 SPUR ROAD WILBERFORCE')).toEqual(['Wilberforce']);
    expect(placesNamedIn('14 spur rd.; wilberforce.')).toEqual(['Wilberforce']);
    expect(placesNamedIn('Plot 3 (Kossoh-Town)')).toEqual(['Kossoh Town']);
  });

  it('knows Krio and English spellings', () => {
    expect(placesNamedIn('Juba Hill')).toEqual(['Juba']);
    expect(placesNamedIn('5 Back Street, Murraytown')).toEqual(['Murray Town']);
    expect(placesNamedIn('Kru Town')).toEqual(['Kroo Town']);
    expect(placesNamedIn('2 Peninsular Road, Baba Dorie')).toEqual(['Babadorie']);
    expect(placesNamedIn('Allentown')).toEqual(['Allen Town']);
    expect(placesNamedIn('River No. 2')).toEqual(['River Number Two']);
  });

  it('takes whole names only: Hill Station is not Signal Hill, Kissy Mess Mess is Kissy', () => {
    expect(placesNamedIn('4 Old Railway Line, Hill Station')).toEqual(['Hill Station']);
    expect(placesNamedIn('3 Signal Hill Road, Signal Hill')).toEqual(['Signal Hill']);
    expect(placesNamedIn('Station Hill')).toEqual([]);
    expect(placesNamedIn('Hillside, Bo Town')).toEqual(['Bo']);
    expect(placesNamedIn('Boston Villa')).toEqual([]);
    expect(placesNamedIn('Juba Barracks, Lumley')).toEqual(['Juba', 'Lumley']);
  });

  it('does not take a street named after a place elsewhere for the place', () => {
    expect(placesNamedIn('18 Regent Road, Hill Station')).toEqual(['Hill Station']);
    expect(placesNamedIn('15 Freetown Road, Waterloo')).toEqual(['Waterloo']);
    expect(placesNamedIn('12 Wilberforce Street')).toEqual([]);
    expect(placesNamedIn('11 Juba Hill Road, Lumley')).toEqual(['Lumley']);
    expect(placesNamedIn('Moyamba Junction, Bo-Freetown Highway')).toEqual([]);
    expect(placesNamedIn('3 Bai Bureh Road, Port Loko')).toEqual(['Port Loko']);
    expect(placesNamedIn('Sherbro Island, Bonthe District')).toEqual([]);
  });

  it('does not take a place the listing is only near', () => {
    expect(placesNamedIn('Main Road, near Wellington')).toEqual([]);
    expect(placesNamedIn('Kissy Road, close to Allen Town')).toEqual([]);
    expect(placesNamedIn('Congo Town, opposite the Lumley police station')).toEqual(['Congo Town']);
    expect(placesNamedIn('3 Sierra Leone Goderich Main Road, near the fish market')).toEqual([]);
  });
});

describe('placeSuggestedByAddress', () => {
  it('suggests the neighbourhood for a listing filed under all of Freetown, or under no place', () => {
    expect(placeSuggestedByAddress('Freetown', '14 Spur Road, Wilberforce')).toBe('Wilberforce');
    expect(placeSuggestedByAddress('Freetown', '21 Murray Town Road, Murray Town, Freetown')).toBe('Murray Town');
    expect(placeSuggestedByAddress(null, 'Plot 6, Hamilton')).toBe('Hamilton');
    expect(placeSuggestedByAddress('', 'Lumley')).toBe('Lumley');
  });

  it('leaves a specific place, an address naming none or several, and a place outside the area alone', () => {
    expect(placeSuggestedByAddress('Lumley', '14 Spur Road, Wilberforce')).toBeUndefined();
    expect(placeSuggestedByAddress('Freetown', '46 Wilkinson Road, Freetown')).toBeUndefined();
    expect(placeSuggestedByAddress('Freetown', '27 Siaka Stevens Street')).toBeUndefined();
    expect(placeSuggestedByAddress('Freetown', 'Juba Hill, Lumley')).toBeUndefined();
    expect(placeSuggestedByAddress('Freetown', 'Main Road, Waterloo')).toBeUndefined();
    expect(placeSuggestedByAddress('Freetown', '')).toBeUndefined();
    expect(placeSuggestedByAddress('Freetown', null)).toBeUndefined();
  });

  it('counts Freetown, and no place at all, as broad; a neighbourhood or town not', () => {
    expect(isBroadPlace('Freetown')).toBe(true);
    expect(isBroadPlace(null)).toBe(true);
    expect(isBroadPlace('Wilberforce')).toBe(false);
    expect(isBroadPlace('Bo')).toBe(false);
  });
});
