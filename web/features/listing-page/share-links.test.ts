import { describe, expect, it } from 'vitest';
import { enquiryText, listingUrl, telHref, whatsAppChatUrl, whatsAppDigits, whatsAppShareUrl } from './share-links';

describe('share links', () => {
  it('turns phone numbers into wa.me digits', () => {
    expect(whatsAppDigits('+232 78 987654')).toBe('23278987654');
    expect(whatsAppDigits('00232 78 987654')).toBe('23278987654');
    expect(whatsAppDigits('078 987654')).toBe('23278987654');
    expect(whatsAppDigits('12')).toBeNull();
  });

  it('builds a WhatsApp chat with the message and the listing link', () => {
    const url = listingUrl('https://salonehomes.sl/', 'abc');
    expect(url).toBe('https://salonehomes.sl/property/abc');
    const text = enquiryText('Aminata Conteh', 'Flat in Lumley', url);
    expect(whatsAppChatUrl('+23278987654', text)).toBe(`https://wa.me/23278987654?text=${encodeURIComponent(text)}`);
    expect(decodeURIComponent(whatsAppChatUrl('+23278987654', text)!.split('text=')[1]!)).toContain('https://salonehomes.sl/property/abc');
    expect(whatsAppChatUrl('n/a', text)).toBeNull();
    expect(whatsAppShareUrl('a b')).toBe('https://wa.me/?text=a%20b');
  });

  it('keeps + and digits in tel: links', () => {
    expect(telHref('+232 (76) 123-456')).toBe('tel:+23276123456');
    expect(telHref('076 123456')).toBe('tel:076123456');
  });
});
