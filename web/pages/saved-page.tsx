import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { SavedHomes } from '../features/saved/components/saved-homes';

/** /saved: the homes saved with the heart in this browser (public: visitors save too). */
export default function SavedPage() {
  usePageTitle('Saved homes');
  return (
    <Container className="space-y-6 py-6 sm:py-10">
      <PageHeader title="Saved homes" description="Homes you saved with the heart on this device." />
      <SavedHomes />
    </Container>
  );
}
