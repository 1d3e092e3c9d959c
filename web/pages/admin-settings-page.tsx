import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { ExchangeRateSettings } from '../features/admin/settings/exchange-rate-settings';

/** /admin/settings: platform settings (the exchange rate). The admin gate is in the route table. */
export default function AdminSettingsPage() {
  usePageTitle('Settings');
  return (
    <Container size="md" className="py-6 sm:py-10">
      <PageHeader eyebrow="Administrator" title="Settings" description="Platform settings that apply to every listing." />
      <ExchangeRateSettings />
    </Container>
  );
}
