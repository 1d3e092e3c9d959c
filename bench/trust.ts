// npm run bench:trust: the text detectors measured like a model (issue 30, item 2). Runs advance_fee,
// duplicate_listing and old_leone_price over both halves of the labelled corpus (tests/trust-corpus) and prints
// precision and recall per detector and half (bench/trust-report.ts), then runs them over the demo data, which
// is honest, and prints any flag. A benchmark, not a test: it exits 0 whatever it measures (the goals are for
// the tuned detectors).
import { loadTrustCorpus } from '../tests/trust-corpus/corpus.js';
import { planDemoData } from '../server/db/demo/plan.js';
import { trustReport } from './trust-report.js';
import { detectPhotoPairs, photoReport } from './trust-photo-report.js';
import { loadPhotoPairs } from '../tests/trust-corpus/photo-pairs.js';
import { repostEditOutcomes } from '../tests/trust-corpus/repost-edits.js';
import * as detectors from './trust-detectors.js';
import { findPriceTooLowAmong } from '../server/features/trust/price-too-low.js';
import { DEFAULT_EXCHANGE_RATE } from '../common/exchange-rate.js';

for (const line of trustReport(loadTrustCorpus(), detectors)) console.log(line);

// duplicate_listing after a scammer's ordinary edits (repost-edits.ts), on the tuning half: reposts it stops finding
// and honest pairs it starts flagging. "held" edits are asserted by repost-edits.test.ts; the rest are known losses.
{
  const { found, alone, edits } = repostEditOutcomes(loadTrustCorpus().duplicateListing, detectors.duplicateOf);
  console.log(`\nduplicate_listing after one ordinary edit of the candidate (tuning half: ${found} reposts found, ${alone} honest pairs left alone)\n`);
  console.log('| edit | held by a test | reposts lost | honest pairs flagged |\n|---|---|---|---|');
  for (const { name, holds, lost, flagged } of edits) console.log(`| ${name} | ${holds === true ? 'yes' : holds || 'no'} | ${lost.length} | ${flagged.length} |`);
}

// The patterns are meant to be linear in the text: a long listing (36,000 characters, the description's limit
// several times over) must read in milliseconds, not seconds. Median of five reads, after one to warm up.
const long = 'Spacious flat with a borehole, tiles and a prepaid meter, near the market. Pay rent after signing. '.repeat(360);
const reads = [0, 1, 2, 3, 4, 5].map(() => { const t = performance.now(); detectors.listingAsksAdvanceFee({ title: 'Flat', description: long }); return performance.now() - t; }).slice(1).sort((a, b) => a - b);
console.log(`\nadvance_fee on a ${long.length.toLocaleString('en')}-character listing: ${reads[2]!.toFixed(1)} ms (median of five)`);

const plan = planDemoData({ small: false });
// The service checks every submitted listing, and compares it only with another account's live or pending ones.
const checked = plan.listings.filter((l) => l.status !== 'draft');
const comparable = plan.listings.filter((l) => (l.status === 'approved' || l.status === 'pending') && !l.isArchived);
const textOf = (l: (typeof plan.listings)[number]) => ({ title: l.title!, address: l.address!, description: l.description ?? '' });
const flags: string[] = [];
for (const l of checked) {
  if (detectors.listingAsksAdvanceFee(textOf(l))) flags.push(`advance_fee: ${l.title}`);
  if (detectors.looksLikeOldLeones(l)) flags.push(`old_leone_price: ${l.title} (Le ${l.priceSLL})`);
  for (const o of comparable) {
    if (o.userId !== l.userId && detectors.duplicateOf(textOf(l), textOf(o))) flags.push(`duplicate_listing: ${l.title} / ${o.title}`);
  }
}
const priced = (l: (typeof plan.listings)[number]) => ({
  propertyType: l.propertyType ?? 'sale', propertyCategory: l.propertyCategory ?? null, location: l.location ?? null,
  bedrooms: l.bedrooms ?? null, priceSLL: l.priceSLL ?? null, priceUSD: l.priceUSD ?? null, priceOnRequest: l.priceOnRequest ?? false,
});
// price_too_low compares with live listings (approved, not archived) of other listers, newest first.
const market = [...plan.listings]
  .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime())
  .map((o) => ({ ...priced(o), listerId: o.userId, live: o.status === 'approved' && !o.isArchived }));
for (const l of checked) {
  const low = findPriceTooLowAmong({ ...priced(l), listerId: l.userId }, market, DEFAULT_EXCHANGE_RATE);
  if (low) flags.push(`price_too_low: ${l.title} (${low.percentBelow} % below ${low.count} in ${low.area})`);
}
for (const m of plan.messages) if (detectors.messageAsksAdvanceFee(m.content)) flags.push(`advance_fee warning on a message: ${m.content}`);
console.log(`\nDemo data (${checked.length} submitted listings, ${plan.messages.length} messages): ${flags.length === 0 ? 'no flag' : `${flags.length} flag(s)`}`);
for (const f of flags) console.log(`  ${f}`);

// photo_reused over the photo pairs (rendered from their recipes; a minute or two). The demo photos are checked
// by tests/api/trust-demo.test.ts, which seeds them and runs the service's own backfill.
console.log('');
for (const line of photoReport(await detectPhotoPairs(loadPhotoPairs()))) console.log(line);
