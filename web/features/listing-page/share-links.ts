// Phone, WhatsApp and share links for a listing. wa.me wants the number as digits with the country code.

/** Digits of a phone number for wa.me; a local Sierra Leone number (0xx xxxxxx) gains the +232 code. */
export function whatsAppDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 9) digits = `232${digits.slice(1)}`;
  return digits.length >= 8 ? digits : null;
}

/** A chat with the lister, the message prefilled. */
export function whatsAppChatUrl(phone: string, text: string): string | null {
  const digits = whatsAppDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/** Share with anyone: WhatsApp asks who to send it to. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** tel: keeps a leading + and the digits only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export function listingUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/property/${id}`;
}

export function enquiryText(listerName: string, title: string, url: string): string {
  return `Hello ${listerName}, I saw "${title}" on Salone Homes and would like to know more: ${url}`;
}
