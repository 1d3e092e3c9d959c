// The words of a saved-search alert: one e-mail listing everything new, or one short SMS.
import type { Property, SavedSearch, User } from '../../db/schema.js';
import { formatPrice, formatSll, formatUsd, rentSuffix } from '../../../common/price.js';
import { ALERT_ITEMS_MAX } from '../../../common/constants.js';
import type { UserNotice } from '../../lib/send-notice.js';

export type AlertItem =
  | { kind: 'new'; property: Property; key: 'new' }
  | { kind: 'cut'; property: Property; key: string; cut: { currency: 'USD' | 'SLL'; oldPrice: string | null; newPrice: string | null } };

interface AlertInput {
  search: Pick<SavedSearch, 'name' | 'filters' | 'unsubscribeToken'>;
  user: Pick<User, 'firstName'>;
  items: AlertItem[];
  to: string;
  siteUrl: string;
}

const SMS_LINKS_MAX = 2;

function money(currency: 'USD' | 'SLL', amount: string | null): string {
  if (amount === null) return '';
  return currency === 'USD' ? formatUsd(amount) : formatSll(amount);
}

function line(item: AlertItem, siteUrl: string): string {
  const { property: p } = item;
  const where = p.location ? ` in ${p.location}` : '';
  const per = rentSuffix(p);
  const price = item.kind === 'cut'
    ? `now ${money(item.cut.currency, item.cut.newPrice)}${per} (was ${money(item.cut.currency, item.cut.oldPrice)}${per})`
    : `${formatPrice(p, 'card')}${per}`;
  return `- ${p.title}${where}: ${price}\n  ${siteUrl}/property/${p.id}`;
}

export function searchLink(siteUrl: string, filters: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
  return `${siteUrl}/search${query ? `?${query}` : ''}`;
}

export function unsubscribeLink(siteUrl: string, token: string): string {
  return `${siteUrl}/unsubscribe/${token}`;
}

/** One notice for all the items; the channel is the one the search chose (to: its verified contact). */
export function alertNotice({ search, user, items, to, siteUrl }: AlertInput & { search: Pick<SavedSearch, 'channel'> }): UserNotice {
  const fresh = items.filter((i) => i.kind === 'new');
  const cuts = items.filter((i) => i.kind === 'cut');
  const counts = [
    fresh.length ? `${fresh.length > ALERT_ITEMS_MAX ? `${ALERT_ITEMS_MAX}+` : fresh.length} new ${fresh.length === 1 ? 'home' : 'homes'}` : '',
    cuts.length ? `${cuts.length > ALERT_ITEMS_MAX ? `${ALERT_ITEMS_MAX}+` : cuts.length} price ${cuts.length === 1 ? 'cut' : 'cuts'}` : '',
  ].filter(Boolean).join(' and ');
  const all = searchLink(siteUrl, search.filters);
  const stop = unsubscribeLink(siteUrl, search.unsubscribeToken);

  if (search.channel === 'sms') {
    const links = items.slice(0, SMS_LINKS_MAX).map((i) => `${siteUrl}/property/${i.property.id}`).join(' ');
    return { channel: 'sms', to, subject: 'SMS', text: `Salone Homes: ${counts} for "${search.name}". ${links} All: ${all} Stop: ${stop}` };
  }
  const sections = [
    fresh.length ? `New listings:\n${fresh.slice(0, ALERT_ITEMS_MAX).map((i) => line(i, siteUrl)).join('\n')}` : '',
    cuts.length ? `Price cuts:\n${cuts.slice(0, ALERT_ITEMS_MAX).map((i) => line(i, siteUrl)).join('\n')}` : '',
  ].filter(Boolean);
  const text = [
    `Hello ${user.firstName ?? 'there'},`,
    `Your saved search "${search.name}" has ${counts} since our last note.`,
    ...sections,
    `See every match: ${all}`,
    `Stop these alerts: ${stop}`,
  ].join('\n\n');
  return { channel: 'email', to, subject: `${counts} for "${search.name}" on Salone Homes`, text };
}
