import { Link } from 'wouter';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { SAFETY_NOTE, REPORT_REASON_LABELS, ESTABLISHED_REPORTER_DAYS } from '../../common/trust';

function Item({ title, promise, notPromise }: { title: string; promise: string; notPromise: string }) {
  return (
    <li className="space-y-1 rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700"><span className="font-medium">What it means:</span> {promise}</p>
      <p className="text-sm text-slate-700"><span className="font-medium">What it does not mean:</span> {notPromise}</p>
    </li>
  );
}

/** /trust: exactly what each badge and the review promise and do not promise, and how to report (public). */
export default function TrustPage() {
  usePageTitle('Trust and safety');
  return (
    <Container size="md" className="space-y-8 py-6 sm:py-10">
      <PageHeader eyebrow="Salone Homes" title="Trust and safety" description={SAFETY_NOTE} />
      <section aria-labelledby="badges" className="space-y-3">
        <h2 id="badges" className="text-xl font-semibold text-slate-900">What the badges promise</h2>
        <ul className="space-y-3">
          <Item
            title="Phone verified"
            promise="The lister received a code by SMS on this phone number and typed it back to us."
            notPromise="We have not checked who owns the number, or that the lister owns the property."
          />
          <Item
            title="E-mail verified"
            promise="The lister received a code at this e-mail address and typed it back to us."
            notPromise="An e-mail address says nothing about who the person is."
          />
          <Item
            title="Licence checked"
            promise="An administrator checked the agent's licence number against the register and recorded who checked it and when. The badge goes if the number changes."
            notPromise="It is not a guarantee of the agent's conduct, and it does not cover owners, who have no licence."
          />
          <Item
            title="Member since"
            promise="The date the account was made on Salone Homes."
            notPromise="An old account can still be misused; a new one is not a sign of fraud by itself."
          />
        </ul>
      </section>
      <section aria-labelledby="review" className="space-y-2">
        <h2 id="review" className="text-xl font-semibold text-slate-900">What the review checks</h2>
        <p className="text-sm text-slate-700">
          Every listing is read by an administrator before it goes live. Our checks warn the administrator when photos appear on another
          account's listing, when the text copies another account's listing, when a price looks like old leones, and when a listing asks
          for money before a viewing.
        </p>
        <p className="text-sm text-slate-700">
          The review does not inspect the property or its ownership; papers are looked at only when the lister attaches them (below). For
          land and houses for sale, always check the papers (survey plan, conveyance) at the Ministry of Lands with your own lawyer before
          paying.
        </p>
      </section>
      <section aria-labelledby="documents" className="space-y-2">
        <h2 id="documents" className="text-xl font-semibold text-slate-900">"Documents seen by Salone Homes"</h2>
        <ul className="space-y-3">
          <Item
            title="Survey plan, conveyance, title deed, proof of ownership or authority letter seen"
            promise="The lister sent us these papers privately and an administrator looked at them: the name on the papers matches the lister, or an agent's authority letter from the owner is attached; the survey plan number and the place agree with the listing; the papers look unaltered. The badge names only the kinds we saw and the date, and it goes for a kind as soon as the lister adds or removes a paper of that kind."
            notPromise="It is not a legal title search. We did not check the land registry at the Ministry of Lands, the courts or any mortgage or claim on the land, and a good forgery can look genuine. We never show the papers to anyone else: ask the owner or the agent to show you the originals, meet at the property, and have your own lawyer search the title before you pay anything."
          />
        </ul>
      </section>
      <section aria-labelledby="report" className="space-y-2">
        <h2 id="report" className="text-xl font-semibold text-slate-900">How to report a listing or a message</h2>
        <p className="text-sm text-slate-700">
          Sign in with a verified e-mail or phone, open the listing and choose "Report this listing". Reasons:{' '}
          {Object.values(REPORT_REASON_LABELS).join('; ')}. When two unrelated people whose accounts are verified and at least{' '}
          {ESTABLISHED_REPORTER_DAYS} days old report a listing, it is hidden from search until an administrator has looked at it; other
          reports send it to the administrators without hiding it. Messages that ask for money before a viewing are marked with a warning and
          counted against the sender.
        </p>
        <p className="text-sm text-slate-700">
          <Link href="/search" className="font-semibold text-brand-700 underline">Back to the listings</Link>
        </p>
      </section>
    </Container>
  );
}
